/**
 * React renders a page's <title>, <meta> and <link> elements (its head) ahead of the markup when it renders no
 * <html> of its own: they belong in the document's head, the rest in its root. React escapes every text and
 * attribute it writes ('<' and '>' included), so the first '</title>' ends the title and the first '/>' ends a
 * meta or link. Only complete elements at the very start are taken; anything else is left to the body.
 */
const HOISTED = [
  { open: '<title>', close: '</title>' },
  { open: '<title ', close: '</title>' },
  { open: '<meta ', close: '/>' },
  { open: '<link ', close: '/>' },
] as const;

export interface SplitRender {
  /** The hoisted elements, as React wrote them. */
  head: string;
  /** The page's markup, for the root element. */
  body: string;
}

export function splitHoistedHead(html: string): SplitRender {
  let at = 0;
  for (;;) {
    const element = HOISTED.find(({ open }) => html.startsWith(open, at));
    if (!element) break;
    const end = html.indexOf(element.close, at + element.open.length);
    // An element that does not end, or (for a title) holds another tag, is no element React wrote whole.
    if (end === -1) break;
    const next = end + element.close.length;
    const inner = html.slice(at + element.open.length, end);
    if (element.close === '/>' ? /[<>]/.test(inner) : inner.includes('<')) break;
    at = next;
  }
  return { head: html.slice(0, at), body: html.slice(at) };
}
