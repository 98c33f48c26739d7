/**
 * A rendered page shows before its code runs, so the document applies its stylesheets itself: otherwise the
 * browser paints the HTML unstyled and moves everything once the code brings the styles. The stylesheets this
 * server holds are written into the document (a phone on a slow link then paints with the HTML, not a round
 * trip later); one on another host is linked.
 */
import fs from 'node:fs';
import path from 'node:path';

/** A stylesheet the document only preloads (the page's code would apply it). */
const PRELOADED_STYLE = /<link\b(?=[^>]*\bas="style")(?=[^>]*\brel="preload")[^>]*\bhref="([^"]+)"[^>]*>/g;

/** The text of a stylesheet by its address, or null when this server does not hold it. */
export type StylesheetText = (href: string) => string | null;

export function applyStyles(html: string, stylesheetText: StylesheetText): string {
  return html.replace(PRELOADED_STYLE, (_link, href: string) => {
    const css = stylesheetText(href);
    // The address stays on the element, so the page's code finds the sheet already there.
    return css === null
      ? `<link rel="stylesheet" href="${href}">`
      : `<style data-href="${href}">${css.replace(/<\//g, '<\\/')}</style>`;
  });
}

/**
 * Stylesheets of the builds this server serves: the shell's at '/', each local remote's under its prefix. Their
 * names carry a hash of their content, so each is read once.
 */
export function localStylesheets(folders: Record<string, string>): StylesheetText {
  const read = new Map<string, string | null>();
  return (href) => {
    if (!/^\/[\w./-]+\.[0-9a-f]{8,}\.css$/.test(href) || href.includes('..')) return null;
    if (!read.has(href)) {
      const prefix = Object.keys(folders)
        .filter((p) => href.startsWith(p))
        .sort((a, b) => b.length - a.length)[0];
      let text: string | null = null;
      if (prefix) {
        try {
          text = fs.readFileSync(path.join(folders[prefix], href.slice(prefix.length)), 'utf8');
        } catch {
          text = null;
        }
      }
      read.set(href, text);
    }
    return read.get(href) ?? null;
  };
}
