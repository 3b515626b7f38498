import { loadLanguage, toast, useLanguage } from '@storefront/platform';
import { useEffect, useEffectEvent } from 'react';
import { t } from '../../../i18n';
import { takePendingNotice } from '../pending-notice';

/**
 * On the page's first render after a reload that left a notice (a language change): the
 * success toast, once, in the page's language (its texts are loaded first). Taken on mount
 * only: the page that stores a new language re-renders in it before it reloads, and must
 * leave the notice to the reloaded page, not show it itself.
 */
export function usePendingNotice(): void {
  const language = useLanguage();
  const show = useEffectEvent((text: string) => {
    void loadLanguage(language)
      .catch(() => undefined)
      .then(() => toast('success', t(text)));
  });
  useEffect(() => {
    const text = takePendingNotice();
    if (text !== null) show(text);
  }, []);
}
