import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { LONGEST_SHARED_SECONDS } from '../../lib/cache-rules.js';
import { createTestDatabase, testApp, type TestDatabase } from '../../test/helpers.js';
import { isHashedFile, PreviousBuilds } from './previous-builds.js';

const HOUR = 60 * 60 * 1000;

/** Writes a build folder holding `files` (name to content), replacing whatever was there, as a deployment does. */
function deploy(dist: string, files: Record<string, string>) {
  fs.rmSync(dist, { recursive: true, force: true });
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
    fs.writeFileSync(path.join(dist, name), text);
  }
}

const tempFolder = () => fs.mkdtempSync(path.join(os.tmpdir(), 'pepper-builds-'));

/** Dates the kept copy of a file as gone from the deployed build for longer than any public answer may be kept. */
function expireKeptCopy(appRoot: string, build: string, file: string) {
  const copy = path.join(appRoot, 'data', 'previous-builds', build, file);
  const longAgo = new Date(Date.now() - LONGEST_SHARED_SECONDS * 1000 - 60_000);
  fs.utimesSync(copy, longAgo, longAgo);
}

/** Checks that a previous build's hashed file is still served, as immutable. */
function expectServedImmutable(
  res: { statusCode: number; body: string; headers: Record<string, unknown> },
  body: string,
) {
  expect(res.statusCode).toBe(200);
  expect(res.body).toBe(body);
  expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
}

describe('the hashed files of previous builds', () => {
  it('names only files whose name carries a content hash, and their compressed copies', () => {
    expect(isHashedFile('main.3f2a9c1b.js')).toBe(true);
    expect(isHashedFile('105.a1f849dc02.js.br')).toBe(true);
    expect(isHashedFile('remoteEntry.js')).toBe(false);
    expect(isHashedFile('mf-manifest.json')).toBe(false);
  });

  it('keeps a replaced build’s files until they have been gone for the window, then deletes them', () => {
    const root = tempFolder();
    const dist = path.join(root, 'dist');
    let now = Date.parse('2026-11-28T10:00:00Z');
    const builds = new PreviousBuilds(path.join(root, 'kept'), 48 * HOUR, () => now);
    deploy(dist, {
      'remoteEntry.js': 'entry 1',
      'page.1111aaaa.js': 'first',
      'static/a.2222bbbb.css': 'css',
    });
    builds.refresh('catalog', dist);
    const kept = (file: string) => fs.existsSync(path.join(builds.folder('catalog'), file));
    expect(kept('page.1111aaaa.js')).toBe(true);
    expect(kept('static/a.2222bbbb.css')).toBe(true);
    expect(kept('remoteEntry.js')).toBe(false);

    // Seen deployed for the last time ten hours on; then redeployed, and the first build's window starts.
    now += 10 * HOUR;
    builds.refresh('catalog', dist);
    deploy(dist, {
      'remoteEntry.js': 'entry 2',
      'page.3333cccc.js': 'second',
      'static/a.2222bbbb.css': 'css',
    });
    builds.refresh('catalog', dist);
    now += 47 * HOUR;
    builds.refresh('catalog', dist);
    expect(kept('page.1111aaaa.js')).toBe(true);
    expect(fs.readFileSync(path.join(builds.folder('catalog'), 'page.1111aaaa.js'), 'utf8')).toBe('first');

    now += 2 * HOUR;
    builds.refresh('catalog', dist);
    expect(kept('page.1111aaaa.js')).toBe(false);
    // Files still deployed stay, however old.
    expect(kept('static/a.2222bbbb.css')).toBe(true);
    expect(kept('page.3333cccc.js')).toBe(true);
  });
});

describe('a remote deployed again while the server runs', () => {
  const appRoot = tempFolder();
  const dist = path.join(appRoot, 'mfe-catalog', 'dist');
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    fs.mkdirSync(path.join(appRoot, 'shell', 'dist'), { recursive: true });
    fs.writeFileSync(
      path.join(appRoot, 'shell', 'dist', 'index.html'),
      '<!doctype html><html><head><title>Pepper Atlas</title></head><body><div id="root"></div></body></html>',
    );
    deploy(dist, { 'remoteEntry.js': 'entry 1', 'page.1111aaaa.js': 'first build' });
    database = await createTestDatabase('sqlite');
    app = await testApp(database.url, { config: { serveApp: true, appRoot } });
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('still serves the previous build’s hashed files, as immutable, until the longest public answer has expired', async () => {
    deploy(dist, { 'remoteEntry.js': 'entry 2', 'page.2222bbbb.js': 'second build' });
    app.keepPreviousBuilds!();
    expectServedImmutable(await app.inject('/remotes/catalog/page.1111aaaa.js'), 'first build');
    expect((await app.inject('/remotes/catalog/page.2222bbbb.js')).body).toBe('second build');
    expect((await app.inject('/remotes/catalog/remoteEntry.js')).body).toBe('entry 2');

    expireKeptCopy(appRoot, 'catalog', 'page.1111aaaa.js');
    app.keepPreviousBuilds!();
    expect((await app.inject('/remotes/catalog/page.1111aaaa.js')).statusCode).toBe(404);
    expect((await app.inject('/remotes/catalog/page.2222bbbb.js')).statusCode).toBe(200);
  });
});

describe('the shell deployed again with a new process', () => {
  const appRoot = tempFolder();
  const dist = path.join(appRoot, 'shell', 'dist');
  const index = (script: string) =>
    `<!doctype html><html><head><title>Pepper Atlas</title><script defer src="/${script}"></script></head><body><div id="root"></div></body></html>`;
  let database: TestDatabase;
  const started: FastifyInstance[] = [];
  const start = async () => {
    const app = await testApp(database.url, { config: { serveApp: true, appRoot } });
    started.push(app);
    await app.ready();
    return app;
  };
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
  });
  afterAll(async () => {
    for (const app of started) await app.close();
    await database?.drop();
  });

  it('serves the previous build’s hashed files as immutable, and never keeps its server build', async () => {
    deploy(dist, {
      'index.html': index('main.1111aaaa.js'),
      'main.1111aaaa.js': 'first build',
      'main.1111aaaa.js.br': 'first build, compressed',
      'server/chunk.3333cccc.js': 'server code',
    });
    const first = await start();
    expect((await first.inject('/main.1111aaaa.js')).body).toBe('first build');
    await first.close();

    deploy(dist, { 'index.html': index('main.2222bbbb.js'), 'main.2222bbbb.js': 'second build' });
    const second = await start();
    expectServedImmutable(await second.inject('/main.1111aaaa.js'), 'first build');
    const oldCompressed = await second.inject({
      url: '/main.1111aaaa.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(oldCompressed.body).toBe('first build, compressed');
    expect((await second.inject('/main.2222bbbb.js')).body).toBe('second build');
    expect(fs.existsSync(path.join(appRoot, 'data', 'previous-builds', 'shell', 'server'))).toBe(false);

    expireKeptCopy(appRoot, 'shell', 'main.1111aaaa.js');
    second.keepPreviousBuilds!();
    expect((await second.inject('/main.1111aaaa.js')).statusCode).toBe(404);
    expect((await second.inject('/main.2222bbbb.js')).statusCode).toBe(200);
  });
});
