import ICAL from 'ical.js';
import sharp from 'sharp';
import { addDays, toDateInputValue } from '@pepper/domain/dates';
import { jpegWithGps } from '../test/gps-photo.js';
import { logEntry, plant } from '../test/garden.js';
import { Client, describeDialects, expectNoRowsOfAccount } from '../test/helpers.js';

const today = toDateInputValue(new Date());
const thisYear = new Date().getUTCFullYear();
const daysFromToday = (n: number) => toDateInputValue(addDays(new Date(), n));

/** A JPEG photo of a packet carrying EXIF with a GPS position. */
const packetPhoto = () => jpegWithGps({ width: 800, height: 600, background: { r: 230, g: 200, b: 90 } });

/** A Jalapeño planting sown 120 days ago, and a harvest of five pods logged on it today. */
async function plantedAndHarvested(client: Client) {
  const planting = await plant(client, { sownOn: daysFromToday(-120) });
  const harvest = (
    await logEntry(client, planting.id, {
      note: '',
      event: 'harvest',
      harvestCount: 5,
    })
  ).json();
  return { planting, harvest };
}

/** Jalapeño (id 1) from a shop this year; the first pepper of the database is an annuum. */
const packet = { pepperId: 1, source: 'shop', year: thisYear, seedsLeft: 20, note: 'From the spring order' };

describeDialects('seed stash', (app) => {
  it('starts empty for a visitor', async () => {
    expect((await new Client(app).get('/api/garden/seeds')).json()).toEqual({
      signedIn: false,
      lastFrost: null,
      packets: [],
    });
  });

  it('adds a packet with its variety, viability and sowing window, and lists it', async () => {
    const client = await Client.signedUp(app);
    const res = await client.post('/api/garden/seeds', packet);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      pepperId: 1,
      source: 'shop',
      year: thisYear,
      seedsLeft: 20,
      note: 'From the spring order',
      photoUrl: null,
      latestTest: null,
      viability: { status: 'fresh', ageYears: 0, advice: '' },
      sowing: { window: 'no-frost-date', sowOn: null, weeksIndoors: 8 },
      plantings: [],
    });
    const stash = (await client.get('/api/garden/seeds')).json();
    expect(stash.signedIn).toBe(true);
    expect(stash.packets.map((p: { id: number }) => p.id)).toEqual([res.json().id]);
  });

  it('keeps a photo of the packet re-encoded without EXIF, edits the packet and deletes it', async () => {
    const client = new Client(app);
    const created = (
      await client.post('/api/garden/seeds', { ...packet, photo: await packetPhoto() })
    ).json();
    expect(created.photoUrl).toMatch(new RegExp(`^/api/garden/seeds/${created.id}/photo\\?v=\\d+$`));
    const photo = await client.get(created.photoUrl);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    const meta = await sharp(photo.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();

    const edited = await client.post(`/api/garden/seeds/${created.id}`, {
      ...packet,
      source: 'swap',
      seedsLeft: 12,
      note: ' Traded at the club ',
      removePhoto: true,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      source: 'swap',
      seedsLeft: 12,
      note: 'Traded at the club',
      photoUrl: null,
    });
    expect((await client.get(created.photoUrl)).statusCode).toBe(404);

    expect((await client.delete(`/api/garden/seeds/${created.id}`)).json()).toEqual({ ok: true });
    expect((await client.get(`/api/garden/seeds/${created.id}`)).statusCode).toBe(404);
    expect((await client.delete(`/api/garden/seeds/${created.id}`)).statusCode).toBe(404);
  });

  it('refuses negative counts, a future packing year and an unknown variety (404), storing nothing', async () => {
    const client = new Client(app);
    const negative = await client.post('/api/garden/seeds', { ...packet, seedsLeft: -1 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().message).toMatch(/seedsLeft/);
    const future = await client.post('/api/garden/seeds', { ...packet, year: thisYear + 2 });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe(
      `The year the seeds were packed or saved cannot be after ${new Date(Date.now() + 86_400_000).getUTCFullYear()}`,
    );
    const unknown = await client.post('/api/garden/seeds', { ...packet, pepperId: 99_999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Pepper not found: choose a variety from the database');
    expect((await client.post('/api/garden/seeds', { ...packet, source: 'garden centre' })).statusCode).toBe(
      400,
    );
    expect((await client.post('/api/garden/seeds', { ...packet, extra: 1 })).statusCode).toBe(400);
    expect((await client.get('/api/garden/seeds')).json().packets).toEqual([]);
  });

  it('records germination tests: the packet shows the latest rate and how many seeds to sow', async () => {
    const client = new Client(app);
    const old = (await client.post('/api/garden/seeds', { ...packet, year: thisYear - 5 })).json();
    expect(old.viability).toMatchObject({ status: 'old', ageYears: 5 });
    expect(old.viability.advice).toMatch(/test 10 seeds on a damp paper towel/);
    const first = await client.post(`/api/garden/seeds/${old.id}/tests`, {
      sown: 10,
      sprouted: 7,
      startedOn: daysFromToday(-30),
      readOn: daysFromToday(-20),
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ sown: 10, sprouted: 7, rate: 0.7 });
    await client.post(`/api/garden/seeds/${old.id}/tests`, {
      sown: 10,
      sprouted: 4,
      startedOn: daysFromToday(-12),
      readOn: today,
    });
    const detail = (await client.get(`/api/garden/seeds/${old.id}`)).json();
    expect(detail.tests.map((t: { rate: number }) => t.rate)).toEqual([0.4, 0.7]);
    expect(detail.packet.latestTest).toMatchObject({ sprouted: 4, rate: 0.4 });
    expect(detail.packet.viability).toMatchObject({
      status: 'old',
      seedsPerPlant: 3,
      advice: '40% came up in your test: for 10 plants sow 25 seeds, 15 extra.',
    });
    expect((await client.delete(`/api/garden/germination-tests/${detail.tests[0].id}`)).statusCode).toBe(200);
    expect((await client.get(`/api/garden/seeds/${old.id}`)).json().packet.latestTest.rate).toBe(0.7);
  });

  it("gives a deleted test's seeds back to its packet, once", async () => {
    const client = new Client(app);
    const { id, seedsLeft } = (await client.post('/api/garden/seeds', packet)).json();
    const test = (
      await client.post(`/api/garden/seeds/${id}/tests`, {
        sown: 10,
        sprouted: 6,
        startedOn: daysFromToday(-10),
        readOn: today,
      })
    ).json();
    expect((await client.get(`/api/garden/seeds/${id}`)).json().packet.seedsLeft).toBe(seedsLeft - 10);
    expect((await client.delete(`/api/garden/germination-tests/${test.id}`)).statusCode).toBe(200);
    expect((await client.get(`/api/garden/seeds/${id}`)).json().packet.seedsLeft).toBe(seedsLeft);
    expect((await client.delete(`/api/garden/germination-tests/${test.id}`)).statusCode).toBe(404);
    expect((await client.get(`/api/garden/seeds/${id}`)).json().packet.seedsLeft).toBe(seedsLeft);
  });

  it('refuses a test with more sprouted than sown, negative counts, or read in the future', async () => {
    const client = new Client(app);
    const { id } = (await client.post('/api/garden/seeds', packet)).json();
    const test = { sown: 10, sprouted: 4, startedOn: daysFromToday(-10), readOn: today };
    const more = await client.post(`/api/garden/seeds/${id}/tests`, { ...test, sprouted: 11 });
    expect(more.statusCode).toBe(400);
    expect(more.json().message).toBe('More seeds sprouted (11) than were sown (10)');
    expect((await client.post(`/api/garden/seeds/${id}/tests`, { ...test, sprouted: -1 })).statusCode).toBe(
      400,
    );
    expect((await client.post(`/api/garden/seeds/${id}/tests`, { ...test, sown: 0 })).statusCode).toBe(400);
    const future = await client.post(`/api/garden/seeds/${id}/tests`, { ...test, readOn: daysFromToday(5) });
    expect(future.json().message).toBe('A test can only be read today or on an earlier day');
    const backwards = await client.post(`/api/garden/seeds/${id}/tests`, {
      ...test,
      startedOn: today,
      readOn: daysFromToday(-3),
    });
    expect(backwards.json().message).toBe('A test is read on or after the day it started');
    expect((await client.get(`/api/garden/seeds/${id}`)).json().tests).toEqual([]);
  });

  it('says when to sow from the last frost, starts a planting from a packet and puts the sowing day in the feed', async () => {
    const client = await Client.signedUp(app);
    // The grow rules sow 8 weeks before planting out, two weeks after the last frost: 42 days before the frost,
    // so a frost 44 days away means sow in two days.
    await client.post('/api/garden/settings', { lastFrost: daysFromToday(44) });
    const { id } = (await client.post('/api/garden/seeds', packet)).json();
    const listed = (await client.get('/api/garden/seeds')).json().packets[0];
    expect(listed.sowing).toMatchObject({
      window: 'sow-this-week',
      sowOn: daysFromToday(2),
      weeksIndoors: 8,
    });

    // Before any sowing is planned, the packet's sowing day is in the feed, alarmed at 9:00 that day.
    const feedEvents = async () => {
      const { url } = (await client.get('/api/garden/calendar')).json();
      const ics = await client.get(new URL(url).pathname + new URL(url).search);
      return new ICAL.Component(ICAL.parse(ics.body))
        .getAllSubcomponents('vevent')
        .map((e) => new ICAL.Event(e));
    };
    const before = (await feedEvents()).filter((e) => /^Sow/.test(e.summary));
    expect(before.map((e) => [e.summary, e.startDate.toString()])).toEqual([
      ['Sow Jalapeño seeds', daysFromToday(2)],
    ]);
    const alarm = before[0].component.getFirstSubcomponent('valarm')!.getFirstProperty('trigger')!;
    expect([alarm.getParameter('related'), String(alarm.getFirstValue())]).toEqual(['START', 'PT9H']);

    // Planned for the sowing day: the 6 seeds are set aside, not yet taken.
    const sown = await client.post(`/api/garden/seeds/${id}/sow`, {
      seeds: 6,
      count: 4,
      place: 'container',
      label: '',
      sownOn: daysFromToday(2),
    });
    expect(sown.statusCode).toBe(201);
    const { planting, packet: after } = sown.json();
    expect(planting).toMatchObject({ pepperId: 1, count: 4, label: planting.pepperName, stage: 'planned' });
    expect(after).toMatchObject({ seedsLeft: 20, seedsReserved: 6 });
    expect(after.plantings).toEqual([
      { id: planting.id, label: planting.label, seeds: 6, state: 'planned', sownOn: daysFromToday(2) },
    ]);
    expect((await client.get('/api/garden')).json().plantings.map((p: { id: number }) => p.id)).toEqual([
      planting.id,
    ]);

    const tooMany = await client.post(`/api/garden/seeds/${id}/sow`, {
      seeds: 15,
      count: 4,
      place: 'container',
      label: '',
      sownOn: today,
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(
      'Only 14 of the 20 seeds left in this packet are free: 6 are set aside for planned sowings',
    );
    const badDay = await client.post(`/api/garden/seeds/${id}/sow`, {
      seeds: 2,
      count: 1,
      place: 'container',
      label: '',
      sownOn: '2026-02-30',
    });
    expect(badDay.statusCode).toBe(400);
    expect((await client.get(`/api/garden/seeds/${id}`)).json().packet).toMatchObject({
      seedsLeft: 20,
      seedsReserved: 6,
    });
    expect((await client.get('/api/garden')).json().plantings).toHaveLength(1);

    // The sowing planned by the packet and the planting is one task in the feed, on its day, alarmed at 9:00.
    const sowings = (await feedEvents()).filter((e) => /^Sow/.test(e.summary));
    expect(sowings.map((e) => [e.summary, e.startDate.toString()])).toEqual([
      [`Sow the seeds: ${planting.label}`, daysFromToday(2)],
    ]);
  });

  it('keeps seed counts that add up: tests and sowings take seeds, a planned sowing sets them aside, cancelling gives them back', async () => {
    const client = new Client(app);
    const { id } = (await client.post('/api/garden/seeds', packet)).json();
    const packetNow = async () => (await client.get(`/api/garden/seeds/${id}`)).json().packet;
    const sow = (seeds: number, sownOn: string) =>
      client.post(`/api/garden/seeds/${id}/sow`, { seeds, count: 1, place: 'container', label: '', sownOn });
    const germinationTest = (sown: number, sprouted: number) =>
      client.post(`/api/garden/seeds/${id}/tests`, {
        sown,
        sprouted,
        startedOn: daysFromToday(-10),
        readOn: today,
      });

    // A 20-seed packet tested with 10 seeds has 10 left.
    const tested = await germinationTest(10, 8);
    expect(tested.statusCode).toBe(201);
    expect(await packetNow()).toMatchObject({ seedsLeft: 10, seedsReserved: 0 });
    // Sowing 7 today leaves 3.
    expect((await sow(7, today)).statusCode).toBe(201);
    expect(await packetNow()).toMatchObject({ seedsLeft: 3, seedsReserved: 0 });

    // A test of more seeds than the packet holds, and a sowing of more than are left: 400, nothing changed.
    const bigTest = await germinationTest(4, 1);
    expect(bigTest.statusCode).toBe(400);
    expect(bigTest.json().message).toBe('Only 3 seeds are left in this packet');
    const bigSow = await sow(4, today);
    expect(bigSow.statusCode).toBe(400);
    expect(bigSow.json().message).toBe('Only 3 seeds are left in this packet');
    expect(await packetNow()).toMatchObject({ seedsLeft: 3, seedsReserved: 0 });
    expect((await client.get(`/api/garden/seeds/${id}`)).json().tests).toHaveLength(1);
    expect((await client.get('/api/garden')).json().plantings).toHaveLength(1);

    // A planned sowing sets 2 aside; only 1 is free for anything else.
    const planned = (await sow(2, daysFromToday(30))).json().planting;
    expect(await packetNow()).toMatchObject({ seedsLeft: 3, seedsReserved: 2 });
    expect((await sow(2, today)).json().message).toBe(
      'Only 1 of the 3 seeds left in this packet is free: 2 are set aside for planned sowings',
    );
    const tooFew = await client.post(`/api/garden/seeds/${id}`, { ...packet, seedsLeft: 1 });
    expect(tooFew.statusCode).toBe(400);
    expect(tooFew.json().message).toMatch(/2 seeds of this packet are set aside for planned sowings/);
    expect(await packetNow()).toMatchObject({ seedsLeft: 3, seedsReserved: 2 });

    // Cancelling the planned sowing gives its seeds back.
    expect((await client.delete(`/api/garden/plantings/${planned.id}`)).statusCode).toBe(200);
    expect(await packetNow()).toMatchObject({ seedsLeft: 3, seedsReserved: 0 });

    // Planned again, then marked sown: the seeds come off the packet, the planting counts from that day.
    const again = (await sow(2, daysFromToday(30))).json().planting;
    const future = await client.post(`/api/garden/plantings/${again.id}/sown`, { sownOn: daysFromToday(5) });
    expect(future.statusCode).toBe(400);
    expect(await packetNow()).toMatchObject({ seedsLeft: 3, seedsReserved: 2 });
    const marked = await client.post(`/api/garden/plantings/${again.id}/sown`, { sownOn: today });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({ id: again.id, sownOn: today, stage: 'sown' });
    const last = await packetNow();
    expect(last).toMatchObject({ seedsLeft: 1, seedsReserved: 0 });
    expect(last.plantings.find((p: { id: number }) => p.id === again.id)).toMatchObject({ state: 'sown' });
    // Marking it again changes no count.
    await client.post(`/api/garden/plantings/${again.id}/sown`, { sownOn: today });
    expect(await packetNow()).toMatchObject({ seedsLeft: 1, seedsReserved: 0 });
    expect((await client.post('/api/garden/plantings/999999/sown', { sownOn: today })).statusCode).toBe(404);
    expect((await client.post(`/api/garden/plantings/${again.id}/sown`, { sownOn: 'soon' })).statusCode).toBe(
      400,
    );
  });

  it("saves seeds from a harvest entry of the grower's own planting", async () => {
    const client = new Client(app);
    const { planting, harvest } = await plantedAndHarvested(client);
    const note = (await logEntry(client, planting.id, { note: 'x' })).json();
    const saved = await client.post('/api/garden/seeds', {
      ...packet,
      source: 'own-harvest',
      harvestEntryId: harvest.id,
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({ source: 'own-harvest', harvestEntryId: harvest.id });
    expect(
      (await client.post('/api/garden/seeds', { ...packet, source: 'own-harvest', harvestEntryId: note.id }))
        .statusCode,
    ).toBe(404);
    expect(
      (await client.post('/api/garden/seeds', { ...packet, source: 'shop', harvestEntryId: harvest.id }))
        .statusCode,
    ).toBe(400);
  });

  it("answers another grower's packet, test and photo as not found and changes nothing", async () => {
    const alice = await Client.signedUp(app);
    const bob = await Client.signedUp(app);
    const mine = (await alice.post('/api/garden/seeds', { ...packet, photo: await packetPhoto() })).json();
    const test = (
      await alice.post(`/api/garden/seeds/${mine.id}/tests`, {
        sown: 10,
        sprouted: 9,
        startedOn: daysFromToday(-9),
        readOn: today,
      })
    ).json();
    expect((await bob.get('/api/garden/seeds')).json().packets).toEqual([]);
    expect((await bob.get(`/api/garden/seeds/${mine.id}`)).statusCode).toBe(404);
    expect((await bob.get(mine.photoUrl)).statusCode).toBe(404);
    expect((await bob.post(`/api/garden/seeds/${mine.id}`, { ...packet, seedsLeft: 0 })).statusCode).toBe(
      404,
    );
    expect(
      (
        await bob.post(`/api/garden/seeds/${mine.id}/tests`, {
          sown: 1,
          sprouted: 0,
          startedOn: today,
          readOn: today,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await bob.post(`/api/garden/seeds/${mine.id}/sow`, {
          seeds: 5,
          count: 1,
          place: 'ground',
          label: '',
          sownOn: today,
        })
      ).statusCode,
    ).toBe(404);
    expect((await bob.delete(`/api/garden/germination-tests/${test.id}`)).statusCode).toBe(404);
    expect((await bob.delete(`/api/garden/seeds/${mine.id}`)).statusCode).toBe(404);
    const still = (await alice.get(`/api/garden/seeds/${mine.id}`)).json();
    // Alice's own test of 10 seeds is all that came off her packet.
    expect(still.packet).toMatchObject({ seedsLeft: 10, plantings: [] });
    expect(still.tests).toHaveLength(1);
    expect((await bob.get('/api/garden')).json().plantings).toEqual([]);
  });

  it("moves a visitor's stash into the account at sign-up", async () => {
    const client = new Client(app);
    const { id } = (await client.post('/api/garden/seeds', packet)).json();
    await client.post(`/api/garden/seeds/${id}/tests`, {
      sown: 10,
      sprouted: 8,
      startedOn: daysFromToday(-9),
      readOn: today,
    });
    const user = await client.register();
    const stash = (await client.get('/api/garden/seeds')).json();
    expect(stash.signedIn).toBe(true);
    expect(stash.packets).toHaveLength(1);
    expect(stash.packets[0].latestTest.rate).toBe(0.8);
    expect(
      await app()
        .db('garden_seed_packets')
        .where({ owner: `u:${user.id}` })
        .count({ n: '*' })
        .first(),
    ).toMatchObject({
      n: 1,
    });
  });
});

describeDialects('seed stash in your data', (app) => {
  /** An account with a planting, a harvest, a packet saved from it with a photo, a test and a sowing. */
  async function grower() {
    const client = new Client(app);
    const user = await client.register();
    const { harvest } = await plantedAndHarvested(client);
    const saved = (
      await client.post('/api/garden/seeds', {
        ...packet,
        source: 'own-harvest',
        harvestEntryId: harvest.id,
        photo: await packetPhoto(),
      })
    ).json();
    await client.post(`/api/garden/seeds/${saved.id}/tests`, {
      sown: 10,
      sprouted: 6,
      startedOn: daysFromToday(-10),
      readOn: today,
    });
    await client.post(`/api/garden/seeds/${saved.id}/sow`, {
      seeds: 3,
      count: 2,
      place: 'container',
      label: 'Next year',
      sownOn: today,
    });
    return { client, user };
  }

  it('exports packets with photos, tests and sowings, and imports them into another account once', async () => {
    const { client } = await grower();
    const doc = (await client.get('/api/me/export')).json();
    expect(doc.seeds.packets).toHaveLength(1);
    expect(doc.seeds.packets[0]).toMatchObject({
      source: 'own-harvest',
      // 20 saved, 10 tested, 3 sown.
      seedsLeft: 7,
      harvestEntryUid: doc.journal[0].uid,
      photo: expect.stringMatching(/^data:image\/webp;base64,/),
    });
    expect(doc.seeds.tests).toMatchObject([{ sown: 10, sprouted: 6 }]);
    expect(doc.seeds.sowings).toMatchObject([
      { seeds: 3, state: 'sown', plantingUid: doc.garden.plantings[1].uid },
    ]);

    const other = await Client.signedUp(app);
    const first = await other.post('/api/me/import', doc);
    expect(first.statusCode).toBe(200);
    expect(first.json().imported.seeds).toBe(3);
    expect((await other.post('/api/me/import', doc)).json().imported.seeds).toBe(0);
    const stash = (await other.get('/api/garden/seeds')).json();
    expect(stash.packets).toHaveLength(1);
    const restored = stash.packets[0];
    expect(restored).toMatchObject({ seedsLeft: 7, source: 'own-harvest', latestTest: { rate: 0.6 } });
    expect(restored.harvestEntryId).not.toBeNull();
    expect(restored.plantings).toMatchObject([{ label: 'Next year', seeds: 3 }]);
    expect((await other.get(restored.photoUrl)).headers['content-type']).toBe('image/webp');
  });

  it('carries a planned sowing through export and import, its seeds still set aside', async () => {
    const { client } = await grower();
    const { id } = (await client.get('/api/garden/seeds')).json().packets[0];
    await client.post(`/api/garden/seeds/${id}/sow`, {
      seeds: 2,
      count: 1,
      place: 'container',
      label: 'Spring',
      sownOn: daysFromToday(40),
    });
    const doc = (await client.get('/api/me/export')).json();
    expect(doc.seeds.sowings.map((s: { state: string; seeds: number }) => [s.state, s.seeds])).toEqual([
      ['sown', 3],
      ['planned', 2],
    ]);
    const other = await Client.signedUp(app);
    expect((await other.post('/api/me/import', doc)).statusCode).toBe(200);
    expect((await other.get('/api/garden/seeds')).json().packets[0]).toMatchObject({
      seedsLeft: 7,
      seedsReserved: 2,
    });
  });

  it('refuses an import whose test has more sprouted than sown, writing nothing', async () => {
    const { client } = await grower();
    const doc = (await client.get('/api/me/export')).json();
    doc.seeds.tests[0].sprouted = 50;
    const other = await Client.signedUp(app);
    const res = await other.post('/api/me/import', doc);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'seeds: a germination test is not valid: More seeds sprouted (50) than were sown (10)',
    );
    expect((await other.get('/api/garden')).json().plantings).toEqual([]);
    expect((await other.get('/api/garden/seeds')).json().packets).toEqual([]);
  });

  it('deletes the stash with the account', async () => {
    const { client, user } = await grower();
    expect((await client.post('/api/me/delete', { confirm: 'DELETE' })).statusCode).toBe(200);
    await expectNoRowsOfAccount(app(), user);
  });
});
