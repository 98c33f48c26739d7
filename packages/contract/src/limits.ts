/**
 * The sizes and counts the API holds requests and answers to. The schemas enforce them; the app sizes its
 * pages and keeps its forms within them from here, without loading the schemas.
 */

/** Largest page the pepper list serves; larger `limit` values are capped to it by the server. */
export const PEPPER_LIMIT_MAX = 100;
/** The pepper database screen fetches its list this many varieties at a time. */
export const PEPPER_PAGE_SIZE = 20;
export const SUGGESTION_MAX_LENGTH = 2000;
export const PASSWORD_MIN_LENGTH = 8;
/** Identify accepts photos up to 12 MB of request body; the data URL itself must fit in it. */
export const IDENTIFY_IMAGE_MAX_LENGTH = 12 * 1024 * 1024;
export const MAX_IDENTIFICATION_CANDIDATES = 3;
/** A photo is sent as a data URL; the server refuses more than 8 MB of image (about 11 MB of base64) with its own message. */
export const GARDEN_PHOTO_MAX_LENGTH = 16 * 1024 * 1024;
/** Seeds in one packet: more than a grower keeps of one variety. */
export const MAX_PACKET_SEEDS = 100_000;
/** Seeds in one germination test. */
export const MAX_TEST_SEEDS = 1_000;
/** The oldest packing year a packet can have. */
export const MIN_PACKET_YEAR = 1950;
export const MAX_ORDER_QUANTITY = 10;
/** Digits of the code a password reset mails: longer than a sign-up's, since it opens an existing account. */
export const RESET_CODE_LENGTH = 8;

/** A recipe is rated in whole stars, 1 to 5. */
export const MIN_RATING_STARS = 1;
export const MAX_RATING_STARS = 5;
