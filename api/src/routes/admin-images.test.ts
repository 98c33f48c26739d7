import { Client, describeDialects } from '../test/helpers.js';

describeDialects(
  'admin image research',
  (app) => {
    it('is refused signed out (401) and to non-admins (403)', async () => {
      const visitor = new Client(app);
      expect((await visitor.post('/api/admin/update-pepper-images')).statusCode).toBe(401);
      expect((await visitor.get('/api/admin/update-pepper-images/status')).statusCode).toBe(401);
      const user = new Client(app);
      await user.register();
      expect((await user.post('/api/admin/update-pepper-images')).statusCode).toBe(403);
      expect((await user.get('/api/admin/update-pepper-images/status')).statusCode).toBe(403);
    });

    it('runs for an admin, reports the result and serves the new photos from the catalog', async () => {
      const admin = new Client(app);
      await admin.register('boss@example.com');
      expect((await admin.get('/api/admin/update-pepper-images/status')).json()).toEqual({ status: 'idle', progress: 0 });
      const started = await admin.post('/api/admin/update-pepper-images');
      expect(started.statusCode).toBe(202);
      expect(started.json().status).toBe('running');
      await app().services.imageResearch.idle();
      const done = (await admin.get('/api/admin/update-pepper-images/status')).json();
      expect(done).toMatchObject({ status: 'complete', progress: 100 });
      expect(done.result).toMatchObject({ totalPeppers: 7, processedPeppers: 7, updatedImages: 6, verifiedImages: 6 });
      expect(done.result.failedResearch).toEqual(['Bell Pepper']);
      expect((await admin.get('/api/peppers/3')).json().image_url).toBe('https://images.example/3.jpg');
      expect((await admin.get('/api/peppers/5')).json().image_url).toBe('/api/images/peppers/5.svg');
    });
  },
  {
    services: {
      imageResearcher: {
        findImage: async (pepper) => (pepper.name === 'Bell Pepper' ? null : { url: `https://images.example/${pepper.id}.jpg`, verified: true }),
      },
    },
  },
);

describeDialects('admin image research without a researcher', (app) => {
  it('answers 503 to an admin', async () => {
    const admin = new Client(app);
    await admin.register('boss@example.com');
    expect((await admin.post('/api/admin/update-pepper-images')).statusCode).toBe(503);
  });
});
