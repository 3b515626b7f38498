import { PLATFORM_NAMESPACE, useNamespaceT, type Translate } from './texts-instance';

/** The platform's own components translate in its namespace (resources in ./texts). */
export const usePlatformT = (): Translate => useNamespaceT(PLATFORM_NAMESPACE);
