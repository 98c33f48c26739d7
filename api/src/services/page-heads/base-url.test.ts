import { baseUrl } from './base-url.js';

describe('the origin of absolute addresses', () => {
  it('is PUBLIC_URL when set, without a closing slash', () => {
    expect(baseUrl('https://atlas.example/', { protocol: 'http', host: 'internal:3000' })).toBe(
      'https://atlas.example',
    );
  });

  it('is the request’s protocol and host otherwise', () => {
    expect(baseUrl(null, { protocol: 'https', host: 'Atlas.Example:8443' })).toBe(
      'https://atlas.example:8443',
    );
    expect(baseUrl(null, { protocol: 'http', host: '[::1]:3000' })).toBe('http://[::1]:3000');
  });

  it('is localhost when the Host header is no host name', () => {
    for (const host of ['evil.example"><script>', 'a b', '', undefined, 'x/y'])
      expect(baseUrl(null, { protocol: 'http', host }), String(host)).toBe('http://localhost');
  });
});
