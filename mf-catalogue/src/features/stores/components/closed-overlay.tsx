import type { Store } from '@storefront/contract';
import { useT } from '../../../i18n';
import { closedLabel } from '../utils/store-state';

/** The cover's dimming with 'Closed Now' / 'CLOSED NOW' (shopping-core §2) while the store is closed; nothing when open. */
export function ClosedOverlay({ store, size, rounded }: { store: Pick<Store, 'active' | 'open'>; size: number; rounded?: boolean }) {
  const t = useT();
  const closed = closedLabel(store);
  if (!closed) return null;
  return (
    <div
      style={{
        position: 'absolute',
        inset: 0,
        background: 'rgba(0, 0, 0, 0.55)',
        color: '#fff',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        fontWeight: 700,
        fontSize: size,
        borderRadius: rounded ? '8px 8px 0 0' : undefined,
      }}
    >
      {t(closed)}
    </div>
  );
}
