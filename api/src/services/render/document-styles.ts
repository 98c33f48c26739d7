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

/** A stylesheet this server holds. */
export interface HeldStylesheet {
  css: string;
  /**
   * Whether it is a remote's: a remote's code resolves its files against the address it was loaded from, so it
   * recognises a sheet already in the document only by its full address.
   */
  remote: boolean;
}

/** A stylesheet by its address, or null when this server does not hold it. */
export type StylesheetText = (href: string) => HeldStylesheet | null;

/** `origin`: where the browser opened the document (a remote's sheets are named by their full address). */
export function applyStyles(html: string, stylesheetText: StylesheetText, origin: string): string {
  return html.replace(PRELOADED_STYLE, (_link, href: string) => {
    const held = stylesheetText(href);
    if (held === null) return `<link rel="stylesheet" href="${href}">`;
    // The page's code loads a sheet unless a stylesheet link with its address is there: a disabled one, which
    // the browser neither fetches nor applies, tells it the sheet is already in the document.
    const address = held.remote ? `${origin}${href}` : href;
    return `<style data-href="${href}">${held.css.replace(/<\//g, '<\\/')}</style><link rel="stylesheet" href="${address}" disabled>`;
  });
}

/**
 * Stylesheets of the builds this server serves: the shell's at '/', each local remote's under its prefix. Their
 * names carry a hash of their content, so each is read once.
 */
export function localStylesheets(folders: Record<string, string>): StylesheetText {
  const read = new Map<string, HeldStylesheet | null>();
  return (href) => {
    if (!/^\/[\w./-]+\.[0-9a-f]{8,}\.css$/.test(href) || href.includes('..')) return null;
    if (!read.has(href)) {
      const prefix = Object.keys(folders)
        .filter((p) => href.startsWith(p))
        .sort((a, b) => b.length - a.length)[0];
      let held: HeldStylesheet | null = null;
      if (prefix) {
        try {
          const css = fs.readFileSync(path.join(folders[prefix], href.slice(prefix.length)), 'utf8');
          held = { css, remote: prefix !== '/' };
        } catch {
          held = null;
        }
      }
      read.set(href, held);
    }
    return read.get(href) ?? null;
  };
}
