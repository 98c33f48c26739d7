import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { routes, type RouteDef } from '@pepper/contract';
import { Client, describeDialects } from '../test/helpers.js';
import contractRoutes, { definitionOf } from './contract-routes.js';

const defs = Object.values(routes as Record<string, RouteDef>);
/** A concrete address for a contract path: every parameter becomes 1. */
const addressOf = (path: string) => path.replace(/:[a-zA-Z]+/g, '1');

describeDialects('guards from the contract', (app) => {
  it("answers 401 on every 'user' and 'admin' route without a session, before anything else runs", async () => {
    const guarded = defs.filter((d) => d.auth !== 'none');
    expect(guarded.length).toBeGreaterThan(10);
    for (const def of guarded) {
      const res = await new Client(app).request({
        method: def.method,
        url: addressOf(def.path),
        json: def.method === 'GET' ? undefined : {},
      });
      expect(res.statusCode, `${def.method} ${def.path}`).toBe(401);
    }
  });

  it("answers 403 on every 'admin' route for a signed-in member who is not an admin", async () => {
    const member = await Client.signedUp(app);
    for (const def of defs.filter((d) => d.auth === 'admin')) {
      const res = await member.request({
        method: def.method,
        url: addressOf(def.path),
        json: def.method === 'GET' ? undefined : {},
      });
      expect(res.statusCode, `${def.method} ${def.path}`).toBe(403);
    }
  });
});

describe('routes outside the contract', () => {
  it('stop the start: every /api route must be defined in the contract', async () => {
    const app = Fastify();
    const auth = fp(
      async (scoped) => {
        scoped.decorate('requireUser', async () => undefined);
        scoped.decorate('requireAdmin', async () => undefined);
      },
      { name: 'auth' },
    );
    const start = async () => {
      await app.register(auth);
      await app.register(contractRoutes);
      await app.register(async (scoped) => void scoped.get('/api/not-in-the-contract', async () => 'hello'));
      await app.ready();
    };
    await expect(start()).rejects.toThrow('/api/not-in-the-contract is not in the contract');
  });

  it('are looked up by method and path, HEAD as GET', () => {
    expect(definitionOf('HEAD', '/api/peppers')).toBe(routes.listPeppers);
    expect(definitionOf('POST', '/api/peppers')).toBeUndefined();
  });
});
