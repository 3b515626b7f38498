/**
 * The part of react-router the site uses: what the federation shares under
 * the name `react-router` (scripts/webpack/shared-deps.cjs), instead of the
 * whole package (about 65 KB gzip whole, about 16 KB for this list).
 *
 * Why: a shared module is not tree-shaken, since the build of the app that
 * provides it cannot know what the other apps import; the data routers,
 * loaders, actions, forms, server rendering and RSC code the site never uses
 * were in the first view. One copy stays in the page (one router context).
 *
 * Apps keep `import { Link } from 'react-router'`. A name used anywhere in app
 * code must be listed here, or it is undefined in the composed page:
 * scripts/__tests__/curated-packages.test.cjs fails when one is missing.
 * The shell registers this same module as `react-router-dom`
 * (shell/src/app/share-router-dom.ts).
 *
 * The path is on purpose: the share key `react-router` matches only the bare
 * request, and `react-router/internal/react-server-client` is the package's own
 * export of the same file for the browser (`dist/.../index.mjs`), so this file
 * reaches the real package without consuming itself.
 */
export {
  BrowserRouter,
  createSearchParams,
  generatePath,
  Link,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router/internal/react-server-client';
