import { isRtl, useLanguage } from '@storefront/platform';
import { useEffect } from 'react';

/** Keeps <html lang dir> in step with the chosen language (Arabic reads right to left). */
export function useDocumentLanguage(): void {
  const language = useLanguage();
  useEffect(() => {
    const root = document.documentElement;
    root.lang = language;
    root.dir = isRtl(language) ? 'rtl' : 'ltr';
  }, [language]);
}
