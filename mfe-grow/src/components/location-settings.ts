/** High accuracy, a 10 s timeout and a cached position up to 5 minutes old. */
export const GEOLOCATION_OPTIONS = {
  enableHighAccuracy: true,
  timeout: 10_000,
  maximumAge: 300_000,
} as const;
/** Logged (and nothing shown) when location is denied or unavailable. */
export const LOCATION_ERROR_LOG = 'Location access denied or unavailable';
