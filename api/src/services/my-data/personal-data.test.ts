import { DIALECTS, appForSuite } from '../../test/helpers.js';
import { EXPORT_SECTIONS } from './data-export.js';
import { PERSONAL_TABLES, unlistedPersonalTables } from './personal-data.js';

describe('the registry of personal data', () => {
  it('names an export section for every table it exports, and every section of the export comes from a table', () => {
    const sections = new Set(EXPORT_SECTIONS.map((s) => s.name));
    const named = PERSONAL_TABLES.flatMap((t) => ('sections' in t.exported ? t.exported.sections : []));
    expect(named.filter((name) => !sections.has(name))).toEqual([]);
    expect([...sections].filter((name) => !named.includes(name))).toEqual([]);
  });

  it('lists each table once, and deletes the account’s own row last', () => {
    const tables = PERSONAL_TABLES.map((t) => t.table);
    expect(new Set(tables).size).toBe(tables.length);
    expect(tables.at(-1)).toBe('users');
  });

  for (const dialect of DIALECTS) {
    describe(`against the schema [${dialect}]`, () => {
      const { app } = appForSuite(dialect);

      it('holds every table whose columns name a user or a visitor', async () => {
        expect(await unlistedPersonalTables(app().db)).toEqual([]);
      });

      it('fails on a table holding a visitor’s or a user’s id that it does not list', async () => {
        await app().db.schema.createTable('planted_notes', (t) => {
          t.increments('id');
          t.string('owner', 64);
        });
        await app().db.schema.createTable('planted_votes', (t) => {
          t.increments('id');
          t.integer('user_id');
        });
        try {
          expect(await unlistedPersonalTables(app().db)).toEqual(['planted_notes', 'planted_votes']);
        } finally {
          await app().db.schema.dropTable('planted_notes');
          await app().db.schema.dropTable('planted_votes');
        }
      });
    });
  }
});
