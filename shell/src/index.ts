// Async boundary: shared singletons (React, the router, the query client) are negotiated before any app code runs.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
