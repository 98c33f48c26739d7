/** The shop's grow kits and merchandise, on their own: the mock API answers from them without the whole catalog. */
export { growKits } from './grow-kits';
export { merchandise } from './merchandise';
