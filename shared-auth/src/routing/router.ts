/**
 * The page's one router (docs/architecture.md "Sharing": one router per page), handed out by shared-auth: the host and every
 * remote import routing from here, never from react-router-dom. shared-auth is a federated singleton,
 * so this is one router instance per page; and because only these names are re-exported, each build
 * keeps only the part of react-router they need, not the whole of react-router-dom on every page.
 * Declarative routing only: the data router (createBrowserRouter, loaders, actions) would add its
 * weight to every page (docs/performance.md).
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useMatch,
  useNavigate,
  useSearchParams,
} from 'react-router-dom';
