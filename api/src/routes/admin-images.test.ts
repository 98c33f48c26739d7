import type { ImageResearchStatus } from '@pepper/contract';
import type { FastifyInstance } from 'fastify';
import { WikimediaImageResearcher } from '../services/image-research/wikimedia.js';
import { startFakeOpenAi } from '../test/identify/fake-openai.js';
import { startFakeWeb } from '../test/identify/fake-web.js';
import { STALE_AFTER_MS, STOPPED_UNEXPECTEDLY } from '../services/jobs/shared-job.js';
import {
  Client,
  createTestDatabase,
  describeDialects,
  DIALECTS,
  testApp,
  type TestDatabase,
} from '../test/helpers.js';

const web = await startFakeWeb();
const openai = await startFakeOpenAi();
afterAll(async () => {
  await web.close();
  await openai.close();
});

/** Fixture peppers (test/fixtures.ts): 1 Jalapeño, 2 Purple Jalapeño, 3 Habanero, 4 Carolina Reaper, 5 Bell Pepper, 6 7 Pot Douglah, 7 Shishito. */
function stockTheWeb() {
  web.results.clear();
  web.photos.clear();
  web.gate = null;
  web.searchDown = false;
  web.searches.length = 0;
  web.photoRequests.length = 0;
  web.results.set('Jalapeño', [{ title: 'Jalapeno.jpg', path: '/photos/jalapeno.jpg' }]);
  // The first candidate is a broken link, the second a page rather than a photo, the third works.
  web.results.set('Habanero', [
    { title: 'Habanero gone.jpg', path: '/photos/habanero-gone.jpg' },
    { title: 'Habanero page.jpg', path: '/photos/habanero-page.jpg' },
    { title: 'Habanero.jpg', path: '/photos/habanero.jpg' },
  ]);
  // A host that refuses HEAD but serves the photo.
  web.results.set('Carolina Reaper', [{ title: 'Reaper.jpg', path: '/photos/reaper.jpg' }]);
  // Only a vector drawing: not a photo type.
  web.results.set('Bell Pepper', [{ title: 'Bell.svg', path: '/photos/bell.svg', mime: 'image/svg+xml' }]);
  // Found, but the photo is gone.
  web.results.set('Shishito', [{ title: 'Shishito.jpg', path: '/photos/shishito.jpg' }]);
  web.results.set('7 Pot Douglah', [{ title: 'Douglah.jpg', path: '/photos/douglah.jpg' }]);
  web.results.set('Purple Jalapeño', [{ title: 'Purple.jpg', path: '/photos/purple.jpg' }]);
  for (const p of [
    '/photos/jalapeno.jpg',
    '/photos/habanero.jpg',
    '/photos/douglah.jpg',
    '/photos/purple.jpg',
    '/photos/bell.svg',
  ])
    web.photos.set(p, 'image');
  web.photos.set('/photos/habanero-page.jpg', 'html');
  web.photos.set('/photos/reaper.jpg', 'no-head');
}

async function waitUntilDone(admin: Client, app: () => FastifyInstance): Promise<ImageResearchStatus> {
  await app().services.imageResearch.idle();
  return (await admin.get('/api/admin/update-pepper-images/status')).json() as ImageResearchStatus;
}

async function signInAdmin(app: () => FastifyInstance) {
  const admin = new Client(app);
  await admin
    .register('boss@example.com')
    .then(() => admin.verifyEmail())
    .catch(async () => {
      await admin.post('/api/auth/login', { email: 'boss@example.com', password: 'correct horse' });
    });
  return admin;
}

describeDialects(
  'admin image research against local fakes of Wikimedia Commons and the photo hosts',
  (app) => {
    beforeEach(stockTheWeb);

    it('is refused signed out (401) and to non-admins (403)', async () => {
      const visitor = new Client(app);
      expect((await visitor.post('/api/admin/update-pepper-images')).statusCode).toBe(401);
      expect((await visitor.get('/api/admin/update-pepper-images/status')).statusCode).toBe(401);
      const user = await Client.signedUp(app);
      expect((await user.post('/api/admin/update-pepper-images')).statusCode).toBe(403);
      expect((await user.get('/api/admin/update-pepper-images/status')).statusCode).toBe(403);
      expect(web.searches).toEqual([]);
    });

    it('runs in the background with live progress, one run at a time, and reports the counts', async () => {
      const admin = await signInAdmin(app);
      expect((await admin.get('/api/admin/update-pepper-images/status')).json()).toEqual({
        status: 'idle',
        progress: 0,
      });
      let release!: () => void;
      web.gate = new Promise<void>((resolve) => (release = resolve));

      const started = await admin.post('/api/admin/update-pepper-images');
      expect(started.statusCode).toBe(202);
      expect(started.json()).toMatchObject({
        status: 'running',
        progress: 0,
        result: { totalPeppers: 7, processedPeppers: 0 },
      });
      // A second start while it runs answers the same run.
      const again = await admin.post('/api/admin/update-pepper-images');
      expect(again.json()).toMatchObject({ status: 'running', result: { totalPeppers: 7 } });
      const running = (
        await admin.get('/api/admin/update-pepper-images/status')
      ).json() as ImageResearchStatus;
      expect(running.status).toBe('running');
      expect(running.progress).toBeLessThan(100);
      release();
      web.gate = null;

      const done = await waitUntilDone(admin, app);
      expect(done).toMatchObject({ status: 'complete', progress: 100 });
      expect(done.result).toMatchObject({
        totalPeppers: 7,
        processedPeppers: 7,
        updatedImages: 5,
        verifiedImages: 5,
      });
      expect([...done.result!.failedResearch].sort()).toEqual(['Bell Pepper', 'Shishito']);
      // Each pepper searched once: the second start did not start another run.
      expect(web.searches).toHaveLength(7);

      expect((await admin.get('/api/peppers/3')).json().imageUrl).toBe(web.url('/photos/habanero.jpg'));
      expect((await admin.get('/api/peppers/4')).json().imageUrl).toBe(web.url('/photos/reaper.jpg'));
      // No verified photo: the pepper keeps the image it had.
      expect((await admin.get('/api/peppers/5')).json().imageUrl).toMatch(
        /^\/api\/images\/peppers\/5\.svg\?v=[0-9a-f]{10}$/,
      );
      expect((await admin.get('/api/peppers/7')).json().imageUrl).toMatch(
        /^\/api\/images\/peppers\/7\.svg\?v=[0-9a-f]{10}$/,
      );
      expect(web.photoRequests).toContainEqual({ method: 'GET', path: '/photos/reaper.jpg' });
    });

    it('keeps a researched photo that still works, and never swaps a working photo for a broken one', async () => {
      const admin = await signInAdmin(app);
      // Jalapeño's photo from the last run still works; its search would now find a broken one.
      web.results.set('Jalapeño', [{ title: 'Jalapeno new.jpg', path: '/photos/jalapeno-new.jpg' }]);
      // Habanero's researched photo has gone, and the search finds nothing that works.
      web.photos.delete('/photos/habanero.jpg');
      await admin.post('/api/admin/update-pepper-images');
      const done = await waitUntilDone(admin, app);
      expect(done.status).toBe('complete');
      expect((await admin.get('/api/peppers/1')).json().imageUrl).toBe(web.url('/photos/jalapeno.jpg'));
      expect((await admin.get('/api/peppers/3')).json().imageUrl).toBe(web.url('/photos/habanero.jpg'));
      expect(done.result!.failedResearch).toContain('Habanero');
      expect(done.result).toMatchObject({ updatedImages: 0, verifiedImages: 4 });
    });

    it('reports a failed run when the search service is down, and changes nothing', async () => {
      const admin = await signInAdmin(app);
      web.searchDown = true;
      const before = (await admin.get('/api/peppers/2')).json().imageUrl;
      // Make every researched photo unreachable so no pepper is kept by its existing photo.
      web.photos.clear();
      await admin.post('/api/admin/update-pepper-images');
      const done = await waitUntilDone(admin, app);
      expect(done.status).toBe('failed');
      expect(done.error).toMatch(/^Image research failed for every pepper: Image search answered 500/);
      expect(done.result).toMatchObject({
        totalPeppers: 7,
        processedPeppers: 7,
        updatedImages: 0,
        verifiedImages: 0,
      });
      expect(done.result!.failedResearch).toHaveLength(7);
      expect((await admin.get('/api/peppers/2')).json().imageUrl).toBe(before);
    });
  },
  { config: { imageSearchUrl: web.searchUrl } },
);

describeDialects(
  'admin image research confirmed by the vision model',
  (app) => {
    beforeEach(stockTheWeb);

    it('skips a photo the model says does not show the pepper', async () => {
      openai.answer = (body) => {
        const text = JSON.stringify(body.messages);
        return { content: JSON.stringify({ showsPepper: !text.includes('Jalape') }) };
      };
      const admin = await signInAdmin(app);
      await admin.post('/api/admin/update-pepper-images');
      const done = await waitUntilDone(admin, app);
      expect(done.result!.failedResearch).toEqual(expect.arrayContaining(['Jalapeño', 'Purple Jalapeño']));
      expect((await admin.get('/api/peppers/1')).json().imageUrl).toMatch(
        /^\/api\/images\/peppers\/1\.svg\?v=[0-9a-f]{10}$/,
      );
      expect((await admin.get('/api/peppers/3')).json().imageUrl).toBe(web.url('/photos/habanero.jpg'));
    });
  },
  {
    config: {
      imageSearchUrl: web.searchUrl,
      openaiApiKey: 'sk-test',
      openaiBaseUrl: openai.baseUrl,
      openaiModel: 'gpt-test',
    },
  },
);

describe('the Wikimedia researcher', () => {
  beforeEach(stockTheWeb);
  const researcher = new WikimediaImageResearcher({ searchUrl: web.searchUrl, timeoutMs: 1000 });

  it('asks the MediaWiki API for bitmap files about the pepper', async () => {
    await researcher.search({ name: 'Habanero' } as never);
    expect(web.searches).toEqual(['Habanero pepper filetype:bitmap']);
  });

  it('treats a photo host that does not answer as a broken photo', async () => {
    web.photos.set('/photos/slow.jpg', 'hang');
    expect(await researcher.verify(web.url('/photos/slow.jpg'))).toBe(false);
    expect(await researcher.verify('http://127.0.0.1:9/nothing.jpg')).toBe(false);
  });
});

describeDialects(
  'admin image research without a researcher',
  (app) => {
    it('answers 503 to an admin', async () => {
      const admin = await signInAdmin(app);
      expect((await admin.post('/api/admin/update-pepper-images')).statusCode).toBe(503);
    });
  },
  { services: { imageResearcher: null } },
);

for (const dialect of DIALECTS) {
  describe(`image research shared by two API processes [${dialect}]`, () => {
    let database: TestDatabase;
    let first: FastifyInstance;
    let second: FastifyInstance;
    beforeAll(async () => {
      database = await createTestDatabase(dialect);
      const options = { config: { imageSearchUrl: web.searchUrl } };
      first = await testApp(database.url, options);
      second = await testApp(database.url, options);
    });
    afterAll(async () => {
      await first?.close();
      await second?.close();
      await database?.drop();
    });
    beforeEach(stockTheWeb);

    it('reports the progress of a run started through one process through the other, and runs it once', async () => {
      const throughFirst = await signInAdmin(() => first);
      const throughSecond = new Client(() => second);
      throughSecond.cookie = throughFirst.cookie;
      let release!: () => void;
      web.gate = new Promise<void>((resolve) => (release = resolve));
      expect((await throughFirst.post('/api/admin/update-pepper-images')).json()).toMatchObject({
        status: 'running',
      });
      // A start through the other process answers the same run instead of starting a second one.
      expect((await throughSecond.post('/api/admin/update-pepper-images')).json()).toMatchObject({
        status: 'running',
        result: { totalPeppers: 7 },
      });
      expect(second.services.imageResearch.isRunning).toBe(false);
      expect((await throughSecond.get('/api/admin/update-pepper-images/status')).json()).toMatchObject({
        status: 'running',
      });
      release();
      web.gate = null;
      await first.services.imageResearch.idle();
      const done = (await throughSecond.get('/api/admin/update-pepper-images/status')).json();
      expect(done).toMatchObject({
        status: 'complete',
        progress: 100,
        result: { processedPeppers: 7, updatedImages: 5 },
      });
      expect(web.searches).toHaveLength(7);
    });

    it('reports a run whose process went away as failed, and lets it start again', async () => {
      const admin = await signInAdmin(() => second);
      await second
        .db('jobs')
        .where({ name: 'image-research' })
        .update({
          running: true,
          owner: 'a-process-that-crashed',
          heartbeat_at: Date.now() - STALE_AFTER_MS - 1,
          status: JSON.stringify({ status: 'running', progress: 40 }),
        });
      expect((await admin.get('/api/admin/update-pepper-images/status')).json()).toEqual({
        status: 'failed',
        progress: 40,
        error: STOPPED_UNEXPECTEDLY,
      });
      expect((await admin.post('/api/admin/update-pepper-images')).json()).toMatchObject({
        status: 'running',
        progress: 0,
      });
      await second.services.imageResearch.idle();
      expect((await admin.get('/api/admin/update-pepper-images/status')).json()).toMatchObject({
        status: 'complete',
      });
    });
  });
}
