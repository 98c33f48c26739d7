/**
 * Link-preview images (1200×630 PNG): an item's illustration beside its name and heat, on the app's palette.
 * The words are SVG text laid over the picture by sharp. Each image is named by a hash of everything drawn, so
 * its ETag changes exactly when what it shows does, and the last images rendered are kept by that hash.
 */
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import { SITE_NAME, SITE_TAGLINE } from '@pepper/content/pages';
import { PREVIEW_SIZE } from '@pepper/content/heads';

/** What one preview shows. */
export interface PreviewCard {
  /** The illustration, an SVG drawn on a square. */
  drawing: string;
  /** The line above the name: where the item lives in the app. */
  kicker: string;
  name: string;
  /** The heat level's word, in a badge of its colour; empty for none. */
  badge: string;
  badgeColor: string;
  /** The line under the badge: the SHU range, or a recipe's kind and time. */
  detail: string;
}

export interface RenderedPreview {
  etag: string;
  png: Buffer;
}

/** The app's palette (packages/ui's Tailwind preset). */
export const PALETTE = {
  page: '#fffaf5',
  ink: '#1f2328',
  inkSoft: '#4b5058',
  chili: '#a91717',
  white: '#ffffff',
} as const;

/** Badge colours by heat, dark enough for white words on them. */
export const HEAT_BADGE_COLORS: Record<string, string> = {
  stone: '#57534e',
  green: '#166534',
  yellow: '#854d0e',
  orange: '#9a3412',
  red: '#991b1b',
  purple: '#6b21a8',
};

/** Changes with the drawing code below, so a new layout is never answered by an old ETag. */
const LAYOUT = 'preview-1';
const ART = { size: 460, left: 70, top: 70 } as const;
const TEXT_LEFT = 590;
const TEXT_WIDTH = PREVIEW_SIZE.width - TEXT_LEFT - 60;
const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";
/** An average bold glyph's width as a share of the font size, to wrap lines without measuring them. */
const GLYPH = 0.62;

const escapeXml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/** Words in lines of at most `perLine` characters; past `maxLines` the last line ends with an ellipsis. */
export function wrapWords(text: string, perLine: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= perLine)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word.length > perLine ? `${word.slice(0, perLine - 1)}…` : word);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const end = kept[maxLines - 1];
  kept[maxLines - 1] = `${end.length >= perLine ? end.slice(0, perLine - 1) : end}…`;
  return kept;
}

/** The words of a preview as an SVG the size of the image, transparent where nothing is written. */
export function previewOverlay(card: PreviewCard): string {
  const { width, height } = PREVIEW_SIZE;
  const band = 64;
  // A long name gets a smaller size before it gets a third line.
  const size = card.name.length > 28 ? 52 : 64;
  const nameLines = wrapWords(card.name, Math.floor(TEXT_WIDTH / (size * GLYPH)), 3);
  const detailLines = wrapWords(card.detail, Math.floor(TEXT_WIDTH / (30 * GLYPH * 0.85)), 2);
  const lineHeight = Math.round(size * 1.18);
  const blockHeight =
    48 + nameLines.length * lineHeight + 16 + (card.badge ? 74 : 0) + detailLines.length * 40;
  // The words sit in the middle of the space above the band, beside the picture.
  let y = Math.max(40, Math.round((height - band - blockHeight) / 2)) + 28;
  const write = (text: string, at: number, font: string, fill: string) =>
    `<text x="${TEXT_LEFT}" y="${at}" font-family="${FONT}" ${font} fill="${fill}">${escapeXml(text)}</text>`;
  const parts: string[] = [
    `<rect x="0" y="${height - band}" width="${width}" height="${band}" fill="${PALETTE.chili}"/>`,
    `<text x="${ART.left}" y="${height - 22}" font-family="${FONT}" font-size="28" font-weight="700" fill="${PALETTE.white}">${SITE_NAME}</text>`,
    `<text x="${width - 60}" y="${height - 22}" text-anchor="end" font-family="${FONT}" font-size="24" fill="${PALETTE.white}">${SITE_TAGLINE}</text>`,
    write(card.kicker, y, 'font-size="28" font-weight="700"', PALETTE.chili),
  ];
  y += 48 + size - 12;
  for (const line of nameLines) {
    parts.push(write(line, y, `font-size="${size}" font-weight="700"`, PALETTE.ink));
    y += lineHeight;
  }
  y += 16 - lineHeight + 56;
  if (card.badge) {
    const badgeWidth = Math.round(card.badge.length * 32 * GLYPH + 48);
    parts.push(
      `<rect x="${TEXT_LEFT}" y="${y - 40}" width="${badgeWidth}" height="56" rx="28" fill="${card.badgeColor}"/>`,
      `<text x="${TEXT_LEFT + 24}" y="${y}" font-family="${FONT}" font-size="32" font-weight="700" fill="${PALETTE.white}">${escapeXml(card.badge)}</text>`,
    );
    y += 74;
  }
  for (const line of detailLines) {
    parts.push(write(line, y, 'font-size="30"', PALETTE.inkSoft));
    y += 40;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join('')}</svg>`;
}

/** The hash of everything a preview draws: its ETag and its key among the kept images. */
export function previewHash(card: PreviewCard): string {
  return createHash('sha256')
    .update(
      JSON.stringify([
        LAYOUT,
        card.drawing,
        card.kicker,
        card.name,
        card.badge,
        card.badgeColor,
        card.detail,
      ]),
    )
    .digest('base64url')
    .slice(0, 32);
}

async function renderPng(card: PreviewCard): Promise<Buffer> {
  const art = await sharp(Buffer.from(card.drawing), { density: (72 * ART.size) / 200 })
    .resize(ART.size, ART.size, { fit: 'contain', background: PALETTE.page })
    .png()
    .toBuffer();
  return sharp({
    create: { ...PREVIEW_SIZE, channels: 4, background: PALETTE.page },
  })
    .composite([
      { input: art, left: ART.left, top: ART.top },
      { input: Buffer.from(previewOverlay(card)), left: 0, top: 0 },
    ])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

export class PreviewImages {
  /** Rendered images (or the rendering under way, so two asks for one image render it once), by hash. */
  private readonly kept: LRUCache<string, Promise<Buffer>>;

  constructor(keep = 200) {
    this.kept = new LRUCache({ max: keep });
  }

  async render(card: PreviewCard): Promise<RenderedPreview> {
    const hash = previewHash(card);
    let png = this.kept.get(hash);
    if (!png) {
      png = renderPng(card);
      this.kept.set(hash, png);
      png.catch(() => this.kept.delete(hash));
    }
    return { etag: `"${hash}"`, png: await png };
  }
}
