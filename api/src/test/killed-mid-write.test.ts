/**
 * A process killed in the middle of a keyed write, on SQLite and on MySQL: the write's rows and its recorded
 * answer are one transaction, so the dead process stored either both or neither, and the retry with the same
 * Idempotency-Key (sent to a process still running, once the dead write's claim on the key has run out) leaves
 * exactly one row.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import readline from 'node:readline';
import type { LightMyRequestResponse } from 'fastify';
import { Client, DIALECTS, PUBLIC_URL, retryWhile, testConfig, appForSuite } from './helpers.js';

/** Short waits, so a dead write's claim on its key runs out within seconds. */
const WAITS = { connectMs: 2000, acquireMs: 2000, queryMs: 1000, writeMs: 2000 };

const planting = { pepperId: 1, count: 1, place: 'container', sownOn: '2026-03-01' };

/** Starts an API process on the database that kills itself right after a statement matching `dieAfter`. */
async function startDyingWriter(databaseUrl: string, dieAfter: RegExp) {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'dying-writer.ts')],
    {
      cwd: path.join(import.meta.dirname, '..', '..'),
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        ...process.env,
        TEST_APP_CONFIG: JSON.stringify(testConfig({ databaseUrl, dbWaits: WAITS })),
        DIE_AFTER: dieAfter.source,
      },
    },
  );
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.once('exit', (_code, signal) => resolve(signal)),
  );
  const lines = readline.createInterface({ input: child.stdout! });
  const first = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`the API process exited (${code}) before it listened`)));
  });
  lines.close();
  return { port: (JSON.parse(first) as { port: number }).port, exited, kill: () => child.kill('SIGKILL') };
}

/** A POST the way the app's client sends it; resolves with the status, or rejects when the connection dies. */
function post(port: number, url: string, body: object, headers: Record<string, string>) {
  return new Promise<number>((resolve, reject) => {
    const payload = JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: url,
        method: 'POST',
        headers: {
          origin: PUBLIC_URL,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...headers,
        },
      },
      (res) => {
        res.resume();
        res.once('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.once('error', reject);
    req.end(payload);
  });
}

/** Sends the write again until its key is free (409 while the dead attempt's claim lasts). */
const retryUntilFree = (send: () => Promise<LightMyRequestResponse>) => retryWhile([409], WAITS, send);

for (const dialect of DIALECTS) {
  describe(`a process killed in the middle of a keyed write [${dialect}]`, () => {
    const { app, database } = appForSuite(dialect, { config: { dbWaits: WAITS } });

    const countOf = async (label: string) =>
      Number((await app().db('garden_plantings').where({ label }).count({ n: '*' }))[0].n);

    it('stores the planting once when its process died right after writing its row', async () => {
      const visitor = new Client(app);
      expect((await visitor.post('/api/garden/plantings', { ...planting, label: 'before' })).statusCode).toBe(
        201,
      );
      const key = randomUUID();
      const body = { ...planting, label: 'died after its row' };
      const dying = await startDyingWriter(
        database().url,
        /insert into .garden_plantings.*died after its row/,
      );
      try {
        await expect(
          post(dying.port, '/api/garden/plantings', body, { cookie: visitor.cookie, 'idempotency-key': key }),
        ).rejects.toThrow();
        expect(await dying.exited).toBe('SIGKILL');
      } finally {
        dying.kill();
      }
      const retry = await retryUntilFree(() =>
        visitor.post('/api/garden/plantings', body, { 'idempotency-key': key }),
      );
      expect(retry.statusCode).toBe(201);
      expect(await countOf('died after its row')).toBe(1);
      const garden = (await visitor.get('/api/garden')).json();
      expect(garden.plantings.map((p: { label: string }) => p.label).sort()).toEqual([
        'before',
        'died after its row',
      ]);
    }, 120_000);
  });
}
