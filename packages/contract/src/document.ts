/**
 * The templates of the shell's document whose links (the page's scripts) its entry moves into the head once the
 * first screen is painted: the server writes them, the shell reads them.
 */
export const AFTER_PAINT_ATTRIBUTE = 'data-after-paint';

/**
 * The templates of the shell's document whose links (files fetched ahead for a likely next page, never run) the
 * app moves into the head once the page has settled: until then they would share the link with the page's own code.
 */
export const WHEN_SETTLED_ATTRIBUTE = 'data-when-settled';
