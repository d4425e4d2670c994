// What the host and the remotes share as 'react-router-dom' (federated-app.cjs): the parts of
// react-router they use, from its production build. A shared module is never tree-shaken (any app
// may use any export), and all of react-router is about 60 KB gzip; these are about a third of it.
// tools/scripts/frontend-delivery.spec.ts fails when the apps import a name missing here.
// The storefront runs on a data router (createBrowserRouter, for its <ScrollRestoration>: about
// 15 KB compressed more); the remotes' standalone runs keep BrowserRouter. The tests' memory routers
// are left out: jest runs on react-router itself, never on this bundle. The server renderer takes its
// static router from react-router itself (that bundle is not federated).
export {
  BrowserRouter,
  createBrowserRouter,
  createRoutesFromElements,
  Link,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  ScrollRestoration,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router';
