import { routes } from '@storefront/contract';
import { Link, useLocation } from 'react-router';

export interface StoreLinkProps {
  /** The store's slug when it has one, otherwise its id. */
  id: string | number;
  moduleId?: number;
  storeZoneId?: number;
  moduleType?: string;
  distance?: number;
  children: React.ReactNode;
  style?: React.CSSProperties;
}

/** A link to /store/{id} (shopping-core §1): not navigated to again when that store's page is already open. */
export function StoreLink({ id, moduleId, storeZoneId, moduleType, distance, children, style }: StoreLinkProps) {
  const location = useLocation();
  const to = routes.store({ id, moduleId, storeZoneId, moduleType, distance });
  const here = location.pathname === to.split('?')[0];
  return (
    <Link to={to} style={style} onClick={(event) => (here ? event.preventDefault() : undefined)} aria-current={here ? 'page' : undefined}>
      {children}
    </Link>
  );
}
