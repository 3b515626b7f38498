import { moduleAtom } from '@storefront/platform';
import { useT } from '../i18n';
import { Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { PopularItems } from '../features/items/components/popular-items';

/** /home: the chosen module's home. The shell's layout gives it its width and padding. */
export function HomePage() {
  const t = useT();
  const module = useAtomValue(moduleAtom);
  return (
    <div>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        {module ? module.module_name : t('Home')}
      </Typography.Title>
      <PopularItems />
    </div>
  );
}
