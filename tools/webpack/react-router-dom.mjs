// What the host and the remotes share as 'react-router-dom' (federated-app.cjs): the parts of
// react-router they use, from its production build. A shared module is never tree-shaken (any app
// may use any export), and all of react-router is about 60 KB gzip; these are about a third of it.
// tools/scripts/shared-router.spec.ts fails when the apps import a name missing here.
export {
  BrowserRouter,
  Link,
  matchPath,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  StaticRouter,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router';
