// A remote is consumed only through the pages it exposes (remoteEntry.js); this entry imports no shared
// module, so it needs no async boundary.
export {};
