import { poolOf } from '../db/write-scope.js';
import { balconyPlanting, logEntry } from '../test/garden.js';
import { jpegWithGps } from '../test/gps-photo.js';
import { Client, appForSuite } from '../test/helpers.js';

/**
 * SQLite has one connection a process, and a write holds it until it commits: slow work a write does before it
 * stores anything (re-encoding a photo) gives the connection back meanwhile, so the process's other requests
 * are not kept waiting.
 */
describe('a write re-encoding a photo on SQLite', () => {
  const { app } = appForSuite('sqlite');

  it("lets another request's query run while the photo is re-encoded, then stores the entry whole", async () => {
    const client = new Client(app);
    const { id } = (
      await client.post('/api/garden/plantings', { ...balconyPlanting, label: 'photographed' })
    ).json();
    const photo = await jpegWithGps({ width: 2400, height: 1800, background: { r: 200, g: 40, b: 30 } });
    const order: string[] = [];
    let other: Promise<unknown> | undefined;
    const listener = (query: { sql: string; bindings?: unknown[] }) => {
      // The photo's cost is spent just before it is re-encoded: another request queries the database then.
      if (!other && /rate_limits/.test(query.sql) && JSON.stringify(query.bindings).includes('photoCpuMs'))
        other = poolOf(app().db)('garden_plantings')
          .first('id')
          .then(() => order.push('other request'));
      if (/^insert into .garden_entries./i.test(query.sql)) order.push('entry stored');
    };
    app().db.on('query', listener);
    try {
      const res = await logEntry(client, id, { note: 'First hooks up', event: 'germinated', photo });
      expect(res.statusCode).toBe(201);
      await other;
    } finally {
      app().db.off('query', listener);
    }
    expect(order).toEqual(['other request', 'entry stored']);
    const entries = await app().db('garden_entries').where({ planting_id: id });
    expect(entries).toHaveLength(1);
    expect(await app().db('garden_photos').where({ entry_id: entries[0].id })).toHaveLength(1);
  });
});
