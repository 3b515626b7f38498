import { loadLanguage, toast, useLanguage } from '@storefront/platform';
import { useEffect } from 'react';
import { t } from '../../../i18n';
import { LANGUAGE_CHANGED_FLAG } from '../reload-page';

/** After the reload of a language change: the success message, in the new language, once. */
export function useLanguageChangedToast(): void {
  const language = useLanguage();
  useEffect(() => {
    if (window.sessionStorage.getItem(LANGUAGE_CHANGED_FLAG) === null) return;
    window.sessionStorage.removeItem(LANGUAGE_CHANGED_FLAG);
    void loadLanguage(language)
      .catch(() => undefined)
      .then(() => toast('success', t('Language has been changed')));
  }, [language]);
}
