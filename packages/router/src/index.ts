// Apps import routing from here, never from 'react-router' directly. Module Federation shares this module as a
// singleton (one router context for the shell and every remote) and the build keeps only what is re-exported,
// instead of shipping all of React Router to every phone. Need another export? Add it here.
export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Link,
  NavLink,
  Navigate,
  Outlet,
  useLocation,
  useNavigate,
  useParams,
  useMatch,
  useHref,
  useInRouterContext,
  createSearchParams,
  generatePath,
  matchPath,
  matchRoutes,
  createRoutesFromChildren,
} from 'react-router';
export type {
  Location,
  NavigateFunction,
  NavigateOptions,
  RouteObject,
  SetURLSearchParams,
  To,
} from 'react-router';
export { useSearchParams } from './search-params';
