import { Client, createTestDatabase, DIALECTS, testApp } from '../test/helpers.js';
import { checkConfig, loadConfig } from '../config/app-config.js';
import { ConfigError } from '../config/config-error.js';

const OLD = 'old-secret-that-is-long-enough-0123456789';
const NEW = 'new-secret-that-is-long-enough-9876543210';

describe('SESSION_SECRET', () => {
  it('must be at least 32 characters, each one when several are listed', () => {
    expect(() => checkConfig(loadConfig({ SESSION_SECRET: 'short' }))).toThrow(ConfigError);
    expect(() => checkConfig(loadConfig({ SESSION_SECRET: `${NEW},short` }))).toThrow(ConfigError);
    expect(() => checkConfig(loadConfig({ SESSION_SECRET: `${NEW},${OLD}` }))).not.toThrow();
  });
});

for (const dialect of DIALECTS) {
  describe(`session signing [${dialect}]`, () => {
    let database: Awaited<ReturnType<typeof createTestDatabase>>;
    const apps: Awaited<ReturnType<typeof testApp>>[] = [];
    const start = async (secrets: string[]) => {
      const app = await testApp(database.url, { config: { sessionSecrets: secrets } });
      apps.push(app);
      return app;
    };
    beforeAll(async () => {
      database = await createTestDatabase(dialect);
    });
    afterAll(async () => {
      for (const app of apps) await app.close();
      await database?.drop();
    });

    it('without a configured secret, makes one, keeps it in the database and signs alike in every process', async () => {
      const first = await start([]);
      const second = await start([]);
      expect(first.signingSecret).toHaveLength(64);
      expect(second.signingSecret).toBe(first.signingSecret);
      const client = new Client(() => first);
      await client.register();
      const other = new Client(() => second);
      other.cookie = client.cookie;
      expect((await other.get('/api/user')).statusCode).toBe(200);
    });

    it('rotates: a session signed with the old secret still works, new ones are signed with the new secret', async () => {
      const before = await start([OLD]);
      const client = new Client(() => before);
      await client.register();
      const after = await start([NEW, OLD]);
      const carried = new Client(() => after);
      carried.cookie = client.cookie;
      expect((await carried.get('/api/user')).statusCode).toBe(200);
      const fresh = new Client(() => after);
      await fresh.register();
      const oldOnly = new Client(() => before);
      oldOnly.cookie = fresh.cookie;
      expect((await oldOnly.get('/api/user')).statusCode).toBe(401);
      expect(after.signingSecret).toBe(NEW);
    });
  });
}
