import { useBusEvent } from '../bus/bus';
import { useLanguage } from '../i18n/i18n';
import { ensureLanguage, getTexts, PLATFORM_NAMESPACE, translator } from '../i18n/texts-instance';
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
 * The platform's texts in a language other than English load when first used:
 * a toast waits for them (in order), so it never shows in English to a
 * visitor who chose another language; if they fail to load, it shows in English.
 */
export function BusToasts() {
  const { message } = useFeedback();
  const language = useLanguage();
  useBusEvent('toast', (event) => {
    const show = () =>
      message.open({
        type: event.level,
        content: translator(PLATFORM_NAMESPACE, language)(event.message),
        duration: event.duration !== undefined ? event.duration / 1000 : DEFAULT_DURATION,
        key: event.key ?? (event.level === 'error' ? 'storefront-error' : undefined),
      });
    if (getTexts().hasResourceBundle(language.split('-')[0]!, PLATFORM_NAMESPACE)) show();
    else void ensureLanguage(PLATFORM_NAMESPACE, language).then(show, show);
  });
  return null;
}
