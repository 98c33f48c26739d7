/**
 * Finds a photo for a pepper on Wikimedia Commons (or anything answering its API shape: the base URL is
 * configurable, tests point it at a local fake): a file search for the variety, then each candidate is
 * verified to answer 200 with an image/* content type, and optionally confirmed by the vision model.
 * A pepper whose current researched photo still loads keeps it.
 */
import type { Pepper } from '@pepper/contract';
import type { FoundImage, ImageResearcher } from './research-job.js';

export const WIKIMEDIA_COMMONS_API = 'https://commons.wikimedia.org/w/api.php';
const USER_AGENT = 'PepperAtlas/1.0 (admin image research; https://github.com/pepper-atlas)';
const PHOTO_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

export interface WikimediaResearcherOptions {
  /** The MediaWiki API endpoint, e.g. https://commons.wikimedia.org/w/api.php */
  searchUrl?: string;
  /** Per request, ms. */
  timeoutMs?: number;
  /** Candidates looked at per pepper. */
  candidates?: number;
  /** Optional second opinion (the vision model): false rejects a candidate; an error does not. */
  confirm?: (url: string, pepper: Pepper) => Promise<boolean>;
  fetch?: typeof fetch;
}

interface CommonsPage {
  index?: number;
  title?: string;
  imageinfo?: { url?: string; thumburl?: string; mime?: string }[];
}

export class WikimediaImageResearcher implements ImageResearcher {
  private readonly searchUrl: string;
  private readonly timeoutMs: number;
  private readonly candidates: number;
  private readonly fetch: typeof fetch;

  constructor(private readonly options: WikimediaResearcherOptions = {}) {
    this.searchUrl = options.searchUrl ?? WIKIMEDIA_COMMONS_API;
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.candidates = options.candidates ?? 5;
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  async findImage(pepper: Pepper): Promise<FoundImage | null> {
    if (/^https?:\/\//i.test(pepper.imageUrl) && (await this.verify(pepper.imageUrl)))
      return { url: pepper.imageUrl, verified: true };
    for (const url of await this.search(pepper)) {
      if (!(await this.verify(url))) continue;
      if (this.options.confirm) {
        const confirmed = await this.options.confirm(url, pepper).catch(() => true);
        if (!confirmed) continue;
      }
      return { url, verified: true };
    }
    return null;
  }

  /** Candidate photo URLs for a pepper, best first. Throws when the search service cannot be reached. */
  async search(pepper: Pepper): Promise<string[]> {
    const url = new URL(this.searchUrl);
    const params: Record<string, string> = {
      action: 'query',
      format: 'json',
      formatversion: '2',
      generator: 'search',
      gsrsearch: `${pepper.name} pepper filetype:bitmap`,
      gsrnamespace: '6',
      gsrlimit: String(this.candidates),
      prop: 'imageinfo',
      iiprop: 'url|mime',
      iiurlwidth: '800',
    };
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    const res = await this.fetch(url, {
      headers: { 'user-agent': USER_AGENT, accept: 'application/json' },
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (!res.ok) throw new Error(`Image search answered ${res.status}`);
    const body = (await res.json()) as { query?: { pages?: CommonsPage[] | Record<string, CommonsPage> } };
    const pages = body.query?.pages ?? [];
    return (Array.isArray(pages) ? pages : Object.values(pages))
      .sort((a, b) => (a.index ?? 0) - (b.index ?? 0))
      .flatMap((page) => {
        const info = page.imageinfo?.[0];
        const src = info?.thumburl || info?.url;
        return info && src && PHOTO_TYPES.has(String(info.mime)) && /^https?:\/\//i.test(src) ? [src] : [];
      });
  }

  /** True when the URL answers 200 with an image/* content type (HEAD, or GET when HEAD is not allowed). */
  async verify(url: string): Promise<boolean> {
    const request = async (method: 'HEAD' | 'GET') => {
      const res = await this.fetch(url, {
        method,
        redirect: 'follow',
        headers: { 'user-agent': USER_AGENT },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      await res.body?.cancel().catch(() => undefined);
      return res;
    };
    try {
      let res = await request('HEAD');
      if (res.status === 405 || res.status === 501 || res.status === 403) res = await request('GET');
      return res.status === 200 && /^image\//i.test(res.headers.get('content-type') ?? '');
    } catch {
      return false;
    }
  }
}
