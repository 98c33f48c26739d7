import type { FastifyInstance } from 'fastify';

/** A form of a few short fields; anything longer is no form of ours. */
const FORM_BODY_LIMIT = 8192;
const LOCAL = 'http://local.invalid';

/**
 * Lets the routes of one plugin read plain HTML form bodies (application/x-www-form-urlencoded) as an object of
 * text fields; every other route stays JSON only. Each route that does must also say `config.formBody`.
 */
export function acceptFormBodies(app: FastifyInstance) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      const fields: Record<string, string> = {};
      for (const [name, value] of new URLSearchParams(body as string)) fields[name] = value;
      done(null, fields);
    },
  );
}

/** A path on this site to send a form's browser back to, or null for anything that could lead elsewhere. */
export function sameSitePath(value: string | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || /[\\\s]/.test(value)) return null;
  const url = new URL(value, LOCAL);
  return url.origin === LOCAL ? `${url.pathname}${url.search}${url.hash}` : null;
}
