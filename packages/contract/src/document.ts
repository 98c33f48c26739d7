/**
 * The templates of the shell's document whose links (the page's scripts) its entry moves into the head once the
 * first screen is painted: the server writes them, the shell reads them.
 */
export const AFTER_PAINT_ATTRIBUTE = 'data-after-paint';
