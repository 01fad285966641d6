/**
 * The page's one router (docs/architecture.md "Sharing": one router per page), handed out by shared-auth: the host and every
 * remote import routing from here, never from react-router-dom. shared-auth is a federated singleton,
 * so this is one router instance per page; and because only these names are re-exported, each build
 * keeps only the part of react-router they need (the whole shared react-router-dom was ~62 KB gzip on
 * every page, these names are a fraction of it). Declarative routing only: the data router
 * (createBrowserRouter, loaders, actions) would add about 17 KB gzip to every page.
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
