import { moduleAtom, useT } from '@storefront/shared';
import { Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { PopularItems } from '../features/items/components/popular-items';

/** /home: the chosen module's home. */
export function HomePage() {
  const t = useT();
  const module = useAtomValue(moduleAtom);
  return (
    <main style={{ maxWidth: 1200, margin: '0 auto', padding: '24px 16px' }}>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        {module ? module.module_name : t('Home')}
      </Typography.Title>
      <PopularItems />
    </main>
  );
}
