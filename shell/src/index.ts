// The entry only starts the app, once the server's first screen is painted: then the page's scripts named in the
// document's <template data-after-paint> are fetched, and the app's own code (the libraries in their own chunk)
// is imported and run in the steps of bootstrap.tsx.
import { afterFirstPaint } from './app/after-first-paint';

afterFirstPaint(() => void import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
