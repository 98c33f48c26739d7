import sharp from 'sharp';
import { publicCacheControl } from '../lib/cache-rules.js';
import { describeAsVisitor } from '../test/helpers.js';

describeAsVisitor('link-preview images', (client, app) => {
  it('draws a variety’s preview as a 1200×630 PNG, kept by browsers for an hour and shared caches for a day', async () => {
    const res = await client.get('/previews/peppers/3.png');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe(publicCacheControl('preview'));
    const { width, height, format } = await sharp(res.rawPayload).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'png' });
  });

  it('names each preview by a strong ETag and answers 304 when the browser already has it', async () => {
    const first = await client.get('/previews/recipes/2.png');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{32}"$/);
    const again = await client.get('/previews/recipes/2.png', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
    expect((await client.get('/previews/recipes/2.png', { 'if-none-match': '"other"' })).statusCode).toBe(
      200,
    );
  });

  it('gives a preview a new ETag and picture when what it draws changes', async () => {
    const before = await client.get('/previews/peppers/7.png');
    await app().db('peppers').where({ id: 7 }).update({ name: 'Shishito Long', shu_max: 1000 });
    await app().db('meta').where({ key: 'catalog_version' }).update({ value: 'changed-for-previews' });
    await app().catalog.load();
    const after = await client.get('/previews/peppers/7.png');
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.rawPayload.equals(before.rawPayload)).toBe(false);
    const stale = await client.get('/previews/peppers/7.png', {
      'if-none-match': before.headers.etag as string,
    });
    expect(stale.statusCode).toBe(200);
  });

  it('draws the app’s own preview for pages without a picture of their own', async () => {
    const res = await client.get('/previews/pepper-atlas.png');
    expect(res.statusCode).toBe(200);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(1200);
  });

  it.each([
    '/previews/recipes/1001.png',
    '/previews/recipes/99999999.png',
    '/previews/peppers/99999999.png',
    '/previews/peppers/3.jpg',
    '/previews/peppers/03.png',
  ])(
    'has no preview of a members’ recipe, so none shows its title: 404 as for an unknown id (%s)',
    async (url) => {
      const res = await client.get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    },
  );
});
