import { hasLocationAtom, Typography } from '@storefront/platform';
import { useT } from '../../i18n';
import { useAtomValue } from 'jotai';
import { LandingHero } from '../../features/landing/components/landing-hero';
import { ModulePicker } from '../../features/modules/components/module-picker';

/** `/`: the hero until a delivery location exists, then the module picker. */
export function LandingRoute() {
  const t = useT();
  const hasLocation = useAtomValue(hasLocationAtom);
  if (!hasLocation) return <LandingHero />;
  return (
    <section aria-labelledby="module-picker-title" style={{ maxWidth: 720, margin: '32px auto' }}>
      <Typography.Title id="module-picker-title" level={2}>
        {t('Select a type of module for your orders')}
      </Typography.Title>
      <ModulePicker />
    </section>
  );
}
