import { routes } from '@storefront/contract';
import { apiBaseUrl, emit, guestIdAtom, sessionHeaders, tokenAtom, useFeedback } from '@storefront/platform';
import { useAtomValue } from 'jotai';
import { useEffect, useEffectEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useT } from '../../i18n';
import { runPushStream, type ServerSentEvent } from './sse';

/** The spec's referral toast lasts 5 s (shopping-core §4 Notifications). */
const REFERRAL_TOAST_SECONDS = 5;
const ORDER_TOAST_SECONDS = 6;

const STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  processing: 'Processing',
  picked_up: 'On the Way',
  delivered: 'Delivered',
  canceled: 'Canceled',
  failed: 'Failed',
};

const isChatPage = (pathname: string, search: string) =>
  pathname.startsWith('/chatting') || (pathname === routes.profile() && new URLSearchParams(search).get('page') === 'inbox');

const toastLink: React.CSSProperties = { background: 'none', border: 0, padding: 0, cursor: 'pointer', color: 'inherit', font: 'inherit' };

/**
 * The tab's one push connection (spec: shopping-core §3 push types, §4 Notifications): it
 * reads customer/notifications/stream as the signed-in customer or the guest, publishes each
 * event on the bus (`push/order-status`, `push/message`, `push/referral`) for the remotes,
 * and shows the toasts: an order's new status opens the order when clicked, a message says
 * 'You have a new message' (not on the chat page, which refreshes itself), a referral shows
 * its title and body for 5 s.
 */
export default function PushConnection() {
  const t = useT();
  const token = useAtomValue(tokenAtom);
  const guestId = useAtomValue(guestIdAtom);
  const { message } = useFeedback();
  const navigate = useNavigate();
  const location = useLocation();

  const onPush = useEffectEvent(({ event, data: raw }: ServerSentEvent) => {
    let data: Record<string, unknown>;
    try {
      data = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      return;
    }
    if (event === 'order_status') {
      const orderId = Number(data.order_id);
      if (!Number.isInteger(orderId)) return;
      const orderStatus = typeof data.order_status === 'string' ? data.order_status : undefined;
      emit({ type: 'push/order-status', orderId, orderStatus });
      const status = orderStatus && STATUS_LABELS[orderStatus] ? t(STATUS_LABELS[orderStatus]) : t('Updated');
      const key = `push-order-${orderId}`;
      const open = () => {
        message.destroy(key);
        if (token) navigate(routes.profile({ page: 'my-orders', orderId }));
        else emit({ type: 'order/track', orderId: String(orderId) });
      };
      message.open({
        key,
        type: 'info',
        duration: ORDER_TOAST_SECONDS,
        content: (
          <button type="button" style={toastLink} onClick={open}>
            {t('Order #{id}: {status}', { id: orderId, status })}
          </button>
        ),
      });
    } else if (event === 'message') {
      emit({ type: 'push/message', conversationId: Number(data.conversation_id), senderType: String(data.sender_type ?? '') });
      if (!isChatPage(location.pathname, location.search)) {
        message.open({ key: 'push-message', type: 'info', content: t('You have a new message') });
      }
    } else if (event === 'referral_code') {
      const title = String(data.title ?? '');
      const body = String(data.body ?? '');
      emit({ type: 'push/referral', title, body });
      message.open({
        type: 'success',
        duration: REFERRAL_TOAST_SECONDS,
        content: (
          <span>
            <strong style={{ display: 'block' }}>{title}</strong>
            {body}
          </span>
        ),
      });
    }
  });

  useEffect(() => {
    if (!token && !guestId) return;
    const abort = new AbortController();
    const query = token ? '' : `?guest_id=${encodeURIComponent(guestId ?? '')}`;
    void runPushStream({
      url: `${apiBaseUrl()}/api/v1/customer/notifications/stream${query}`,
      headers: sessionHeaders,
      onEvent: (event) => onPush(event),
      signal: abort.signal,
    });
    return () => abort.abort();
  }, [token, guestId]);

  return null;
}
