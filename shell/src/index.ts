// The entry only starts the app: its code (with the libraries, in a chunk of their own) is named in the document's
// head, fetched alongside this file, and run from here in the steps bootstrap.tsx takes.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
