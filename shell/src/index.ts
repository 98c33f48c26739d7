// The entry only starts the app: its code (and the libraries, in their own chunk) is preloaded from the
// document head alongside this file, and run from here in the steps of bootstrap.tsx.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
