import { useBusEvent } from '../bus/bus';
import { usePlatformT } from '../i18n/platform-texts';
import { useFeedback } from './feedback';

/** Seconds; the spec's cart failure toast lasts 5000 ms. */
const DEFAULT_DURATION = 3;

/**
 * Shows every `toast` event from the bus with antd's message API (useFeedback). Mounted once
 * by the shell (and by a remote's standalone harness). An app translates its
 * own texts before it emits them (they live in its namespace); a text of the
 * platform's namespace (a rule message, the network error) may come in
 * English and is translated here. Errors share one
 * key unless told otherwise, so they replace each other instead of piling up.
 */
export function BusToasts() {
  const { message } = useFeedback();
  const t = usePlatformT();
  useBusEvent('toast', (event) => {
    message.open({
      type: event.level,
      content: t(event.message),
      duration: event.duration !== undefined ? event.duration / 1000 : DEFAULT_DURATION,
      key: event.key ?? (event.level === 'error' ? 'storefront-error' : undefined),
    });
  });
  return null;
}
