import { createElement as h } from 'react';
import { splitHoistedHead } from './hoisted-head.js';
import { renderHtml } from './render-html.js';

const render = (element: ReturnType<typeof h>) => renderHtml(element, AbortSignal.timeout(5000));

describe('a render’s head and body', () => {
  it('takes the title, metas and links React hoists ahead of a real render, and leaves the markup and JSON-LD to the body', async () => {
    const html = await render(
      h(
        'main',
        null,
        h('title', null, 'Salt & "pepper" <hot> | Pepper Atlas'),
        h('meta', { name: 'description', content: 'A "quoted" <b>bold</b> text/> & more' }),
        h('link', { rel: 'canonical', href: 'https://atlas.example/peppers/1?a=1&b=2' }),
        h('meta', { property: 'og:title', content: 'Salt' }),
        h('script', { type: 'application/ld+json', dangerouslySetInnerHTML: { __html: '{"a":1}' } }),
        h('h1', null, 'Salt'),
      ),
    );
    const { head, body } = splitHoistedHead(html);
    expect(head).toBe(
      '<title>Salt &amp; &quot;pepper&quot; &lt;hot&gt; | Pepper Atlas</title>' +
        '<meta name="description" content="A &quot;quoted&quot; &lt;b&gt;bold&lt;/b&gt; text/&gt; &amp; more"/>' +
        '<link rel="canonical" href="https://atlas.example/peppers/1?a=1&amp;b=2"/>' +
        '<meta property="og:title" content="Salt"/>',
    );
    expect(body).toBe('<main><script type="application/ld+json">{"a":1}</script><h1>Salt</h1></main>');
  });

  it('gives a render without a head all to the body', async () => {
    const html = await render(h('main', null, h('h1', null, 'Salt')));
    expect(splitHoistedHead(html)).toEqual({ head: '', body: '<main><h1>Salt</h1></main>' });
  });

  it('takes only complete elements at the very start', () => {
    expect(splitHoistedHead('<title>Open')).toEqual({ head: '', body: '<title>Open' });
    expect(splitHoistedHead('<title>A</title><div><meta name="x" content="y"/></div>')).toEqual({
      head: '<title>A</title>',
      body: '<div><meta name="x" content="y"/></div>',
    });
    expect(splitHoistedHead('<meta name="x" content="y"<script>/>')).toEqual({
      head: '',
      body: '<meta name="x" content="y"<script>/>',
    });
    expect(splitHoistedHead('<title><b>x</b></title>')).toEqual({
      head: '',
      body: '<title><b>x</b></title>',
    });
  });
});
