import '../i18n';
import { CatalogueRoutes } from '../app/routes';

/** mf_catalogue/Routes: mounted by the shell at /home/*, /store/* and /product/* (routePatterns). */
export default function Routes() {
  return <CatalogueRoutes />;
}
