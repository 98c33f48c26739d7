// Apps import routing from here, never from 'react-router' directly. Module Federation shares this module as a
// singleton (one router context for the shell and every remote) and the build keeps only what is re-exported,
// instead of shipping all of React Router to every phone. Need another export? Add it here.
export {
  BrowserRouter,
  Routes,
  Route,
  Link,
  Navigate,
  Outlet,
  useLocation,
  useNavigate,
  useParams,
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
export { useAddressWith, useSearchParams } from './search-params';
export { SiteOrigin, useSiteOrigin } from './site-origin';
export { PageTexts, usePageTexts, type PageTextOf } from './page-texts';
