import { routes } from '@storefront/contract';
import { guestIdAtom, toast, tokenAtom, Typography } from '@storefront/platform';
import { useT } from '../../../i18n';
import { Button } from 'antd';
import { Modal } from 'antd-on-intent';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { cancelOrder } from '../api/cancel-order';
import { switchToCashOnDelivery } from '../api/switch-to-cash-on-delivery';
import { toastCheckoutFailure } from '../utils/checkout-errors';

/** The spec: the prompt opens 500 ms after the failure. */
export const FAILED_PROMPT_DELAY_MS = 500;

export interface OrderFailedPromptProps {
  orderId: number;
  /** The zone took cash on delivery for this order. */
  cashOnDeliveryAllowed: boolean;
}

/**
 * A digital payment that failed or was cancelled (shopping-core §2 Order Place
 * Failed, §4 Failed order): 'Back to home' asks whether the visitor agrees
 * with the failure, then switches the order to cash on delivery or cancels
 * it; either ends on /home.
 */
export function OrderFailedPrompt({ orderId, cashOnDeliveryAllowed }: OrderFailedPromptProps) {
  const t = useT();
  const navigate = useNavigate();
  const token = useAtomValue(tokenAtom);
  const guestId = useAtomValue(guestIdAtom);
  const [open, setOpen] = useState(false);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState<'switch' | 'cancel' | null>(null);

  useEffect(() => {
    const timer = window.setTimeout(() => setOpen(true), FAILED_PROMPT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const act = async (action: 'switch' | 'cancel') => {
    if (busy) return;
    setBusy(action);
    const owner = token ? null : guestId;
    try {
      const answer = action === 'switch' ? await switchToCashOnDelivery(orderId, owner) : await cancelOrder(orderId, owner);
      toast('success', t(answer?.message || (action === 'switch' ? 'Payment info updated.' : 'Order canceled successfully')));
      navigate(routes.home());
    } catch (error) {
      toastCheckoutFailure(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <Modal
        open={open}
        onCancel={() => setOpen(false)}
        width={400}
        centered
        title={t("Order didn't place successfully.")}
        footer={
          <Button type="primary" onClick={() => setAsking(true)}>
            {t('Back to home')}
          </Button>
        }
      >
        <Typography.Paragraph>
          {t('Your payment was not completed. Order #{id} is waiting for a decision.', { id: orderId })}
        </Typography.Paragraph>
      </Modal>
      <Modal
        open={open && asking}
        onCancel={() => setAsking(false)}
        width={400}
        centered
        title={t('Are you agree with this order fail?')}
        footer={
          <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
            {cashOnDeliveryAllowed ? (
              <Button type="primary" loading={busy === 'switch'} disabled={busy !== null} onClick={() => void act('switch')}>
                {t('Switch to Cash On Delivery')}
              </Button>
            ) : null}
            <Button danger loading={busy === 'cancel'} disabled={busy !== null} onClick={() => void act('cancel')}>
              {t('Cancel Order')}
            </Button>
          </div>
        }
      >
        <Typography.Paragraph>
          {cashOnDeliveryAllowed
            ? t('You can still get this order by paying on delivery, or cancel it.')
            : t('Cash on delivery is not available for this order, so it will be canceled.')}
        </Typography.Paragraph>
      </Modal>
    </>
  );
}
