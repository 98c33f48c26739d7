/**
 * The host rule: which Host names the app answers for. A response built from the request's Host (a page's
 * stylesheet addresses, the sitemap, robots.txt, canonical links, a payment's return address) could otherwise be
 * written for any name a client cares to send, and a page rendered per name would be rendered again for each
 * new one. In production the app answers only for the host of PUBLIC_URL and those ALLOWED_HOSTS lists.
 */

/** A host name with an optional port: anything else in a Host header is never written into an answer. */
export const HOST_NAME =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** A host as compared: lower case, without the port its protocol implies. */
export function normalizeHost(host: string, protocol: 'http' | 'https' | string = 'http'): string {
  const lower = host.trim().toLowerCase();
  const implied = protocol === 'https' ? ':443' : ':80';
  return lower.endsWith(implied) ? lower.slice(0, -implied.length) : lower;
}

/**
 * The hosts the app answers for, from PUBLIC_URL and ALLOWED_HOSTS (comma-separated `host[:port]`), or null
 * when any host is answered (outside production, with neither set).
 */
export function allowedHosts(
  publicUrl: string | null,
  listed: readonly string[],
  production: boolean,
): string[] | null {
  if (!production && !listed.length) return null;
  const fromPublicUrl = publicUrl ? [normalizeHost(new URL(publicUrl).host)] : [];
  const hosts = [...fromPublicUrl, ...listed.map((h) => normalizeHost(h))];
  for (const host of hosts)
    if (!HOST_NAME.test(host)) throw new Error(`ALLOWED_HOSTS: "${host}" is not a host name`);
  return [...new Set(hosts)];
}

/** Addresses answered for any host: a load balancer's health checks, and the process fetching its own remotes. */
export const ANY_HOST_PATHS = /^\/(?:api\/health|api\/ready|remotes\/)/;

/** Whether a request's host is one the app answers for. */
export function hostAllowed(
  allowed: readonly string[] | null,
  request: { host: string | undefined; protocol: string },
): boolean {
  if (allowed === null) return true;
  if (!request.host || !HOST_NAME.test(request.host)) return false;
  // A browser leaves out the port its protocol implies; a proxy may write it out.
  return allowed.includes(normalizeHost(request.host, request.protocol));
}

/**
 * Where the browser opened the document: the request's own origin when its host is one the app answers for
 * (a known, finite set), else PUBLIC_URL, else (outside production, with no list) the request's host when it is a
 * host name, or localhost.
 */
export function requestOrigin(
  publicUrl: string | null,
  allowed: readonly string[] | null,
  request: { host: string | undefined; protocol: string },
): string {
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  const host = request.host && HOST_NAME.test(request.host) ? request.host.toLowerCase() : null;
  if (allowed !== null && host && hostAllowed(allowed, request)) return `${protocol}://${host}`;
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  return `${protocol}://${host ?? 'localhost'}`;
}
