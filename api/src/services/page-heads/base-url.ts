/**
 * The origin every absolute address in a head, the sitemap and robots.txt starts with: PUBLIC_URL when it is
 * set, else the protocol and host the request came with. A Host header that is no host name falls back to
 * localhost, so nobody can write text of their own into a page's links.
 */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

export function baseUrl(
  publicUrl: string | null,
  request: { protocol: string; host: string | undefined },
): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  const host = request.host && HOST.test(request.host) ? request.host.toLowerCase() : 'localhost';
  return `${request.protocol === 'https' ? 'https' : 'http'}://${host}`;
}
