import { useEffect } from 'react';
import { useConfig } from '@storefront/platform';

/** The browser tab shows the business name once the config is known. */
export function useDocumentTitle(): void {
  const { data } = useConfig();
  const name = data?.business_name?.trim();
  useEffect(() => {
    if (name) document.title = name;
  }, [name]);
}
