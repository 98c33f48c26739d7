import { renderHead, scriptJson } from './render-head.js';

describe('head HTML', () => {
  it('writes JSON that no text inside it can end the script with', () => {
    const json = scriptJson({ text: '</script><script>alert(1)</script><!-- & \u2028' });
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual({ text: '</script><script>alert(1)</script><!-- & \u2028' });
  });

  it('escapes titles and descriptions, and leaves out the canonical and og:url of a page that is not there', () => {
    const html = renderHead({
      status: 404,
      title: 'A "quoted" <title>',
      description: 'Salt & "pepper"',
      canonical: null,
      image: 'http://localhost/previews/pepper-atlas.png',
      type: 'website',
      noindex: true,
      jsonLd: [],
    });
    expect(html).toContain('<title>A "quoted" &lt;title&gt;</title>');
    expect(html).toContain('<meta name="description" content="Salt &amp; &quot;pepper&quot;">');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('canonical');
    expect(html).not.toContain('og:url');
  });
});
