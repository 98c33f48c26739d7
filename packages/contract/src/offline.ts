/**
 * Headers on answers the app's service worker makes itself: a write kept on the device to send when the
 * connection returns, or an answer given from what is kept because the server could not be reached.
 */
export const QUEUED_HEADER = 'x-pepper-queued';
export const OFFLINE_HEADER = 'x-pepper-offline';
