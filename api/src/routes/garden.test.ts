import ICAL from 'ical.js';
import sharp from 'sharp';
import { addDays, toDateInputValue } from '@pepper/domain/dates';
import { transplantDateAfterFrost } from '@pepper/domain/weather';
import { jpegWithGps } from '../test/gps-photo.js';
import { logEntry } from '../test/garden.js';
import { Client, describeDialects } from '../test/helpers.js';

const today = toDateInputValue(new Date());
const daysFromToday = (n: number) => toDateInputValue(addDays(new Date(), n));

/** A 2400×1800 JPEG carrying EXIF with a GPS position. */
const gpsPhoto = () => jpegWithGps({ width: 2400, height: 1800, background: { r: 200, g: 40, b: 30 } });

const planting = {
  pepperId: 1,
  count: 3,
  place: 'container',
  label: 'Balcony jalapeños',
  sownOn: daysFromToday(-20),
};

describeDialects('garden', (app) => {
  it('starts empty for a visitor', async () => {
    const res = await new Client(app).get('/api/garden');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      signedIn: false,
      lastFrost: null,
      place: null,
      planLastFrost: null,
      plantings: [],
      thisWeek: [],
      harvestTotals: [],
    });
  });

  it('creates a planting with its stage and next task, and lists it', async () => {
    const client = await Client.signedUp(app);
    const res = await client.post('/api/garden/plantings', planting);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      ...planting,
      stage: 'sown',
      stageLabel: 'Sown, waiting to sprout',
    });
    // A jalapeño (medium heat) comes up in 10-21 days: potted up 21 days after the middle of that, day 37.
    expect(res.json().nextTask).toMatchObject({ kind: 'pot-up', due: daysFromToday(17) });
    const garden = (await client.get('/api/garden')).json();
    expect(garden.signedIn).toBe(true);
    expect(garden.plantings.map((p: { id: number }) => p.id)).toEqual([res.json().id]);
  });

  it('refuses events out of order with a clear message, storing nothing: a transplant before sowing, a harvest before germination', async () => {
    const client = new Client(app);
    const { id } = (await client.post('/api/garden/plantings', planting)).json();
    const log = (body: object) => client.post(`/api/garden/plantings/${id}/entries`, { note: '', ...body });
    const early = await log({ event: 'transplanted', date: daysFromToday(-21) });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toMatch(/^Transplanting cannot come before the seeds were sown on /);
    expect((await log({ event: 'germinated', date: daysFromToday(-10) })).statusCode).toBe(201);
    const harvest = await log({ event: 'harvest', date: daysFromToday(-12), harvestCount: 3 });
    expect(harvest.statusCode).toBe(400);
    expect(harvest.json().message).toMatch(
      /^A harvest on .* cannot come before germination on .*: check the dates$/,
    );
    const detail = (await client.get(`/api/garden/plantings/${id}`)).json();
    expect(detail.entries.map((e: { event: string }) => e.event)).toEqual(['germinated']);
    expect(detail.planting.stage).toBe('seedling');
  });

  it('names the variety when the label is blank', async () => {
    const client = new Client(app);
    const res = await client.post('/api/garden/plantings', { ...planting, label: '  ' });
    expect(res.json().label).toBe(res.json().pepperName);
  });

  it('refuses an unknown variety, a count below one, an unknown place and an impossible date, storing nothing', async () => {
    const client = new Client(app);
    expect((await client.post('/api/garden/plantings', { ...planting, pepperId: 9999 })).statusCode).toBe(
      404,
    );
    expect((await client.post('/api/garden/plantings', { ...planting, count: -2 })).statusCode).toBe(400);
    expect((await client.post('/api/garden/plantings', { ...planting, count: 0 })).statusCode).toBe(400);
    expect((await client.post('/api/garden/plantings', { ...planting, place: 'moon' })).statusCode).toBe(400);
    const bad = await client.post('/api/garden/plantings', { ...planting, sownOn: '2026-02-30' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/sownOn must be a real date/);
    expect((await client.get('/api/garden')).json().plantings).toEqual([]);
  });

  it('logs germination with a photo that is resized, re-encoded and stripped of EXIF and GPS', async () => {
    const client = new Client(app);
    const { id } = (await client.post('/api/garden/plantings', planting)).json();
    const res = await logEntry(client, id, {
      note: 'First hooks up!',
      event: 'germinated',
      photo: await gpsPhoto(),
    });
    expect(res.statusCode).toBe(201);
    const entry = res.json();
    expect(entry).toMatchObject({
      event: 'germinated',
      note: 'First hooks up!',
      photoUrl: expect.stringMatching(/^\/api\/garden\/photos\/\d+$/),
    });
    const photo = await client.get(entry.photoUrl);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    // Access can end (sign-out, deletion): a browser must ask again rather than show a kept copy.
    expect(photo.headers['cache-control']).toBe('private, no-cache');
    const meta = await sharp(photo.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1600, 1200]);
    expect(meta.exif).toBeUndefined();
    const detail = (await client.get(`/api/garden/plantings/${id}`)).json();
    expect(detail.planting.stage).toBe('seedling');
    expect(detail.entries.map((e: { id: number }) => e.id)).toEqual([entry.id]);
    expect(detail.plan.find((t: { kind: string }) => t.kind === 'pot-up').due).toBe(daysFromToday(21));
  });

  it('refuses a photo that is not an image, and a past event dated in the future, keeping nothing', async () => {
    const client = new Client(app);
    const { id } = (await client.post('/api/garden/plantings', planting)).json();
    const text = await logEntry(client, id, {
      note: 'x',
      photo: `data:image/jpeg;base64,${Buffer.from('not a photo at all').toString('base64')}`,
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toMatch(/not a JPEG, PNG, WebP/);
    const future = await logEntry(client, id, {
      date: daysFromToday(3),
      note: 'x',
      event: 'transplanted',
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe('Transplanted can only be logged for today or an earlier day');
    expect(
      (
        await logEntry(client, id, {
          note: '',
          event: 'harvest',
          harvestCount: -1,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await logEntry(client, id, {
          note: '',
          event: 'harvest',
          harvestCount: 0,
        })
      ).json().message,
    ).toMatch(/count or a weight/);
    expect(
      (
        await logEntry(client, id, {
          note: '',
          event: 'problem',
          pest: 'Dragons',
        })
      ).json().message,
    ).toMatch(/pest guide/);
    expect((await logEntry(client, id, { note: '', harvestCount: 3 })).statusCode).toBe(400);
    expect((await client.get(`/api/garden/plantings/${id}`)).json().entries).toEqual([]);
  });

  it('says the photo is too large above 8 MB', async () => {
    const client = new Client(app);
    const { id } = (await client.post('/api/garden/plantings', planting)).json();
    const big = `data:image/jpeg;base64,${Buffer.alloc(9 * 1024 * 1024, 0xff).toString('base64')}`;
    const res = await logEntry(client, id, {
      note: 'x',
      photo: big,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The image is larger than 8 MB: send a smaller photo');
  });

  it('logs a harvest and a pest problem, and totals harvests per variety and season', async () => {
    const client = new Client(app);
    const { id } = (await client.post('/api/garden/plantings', planting)).json();
    await logEntry(client, id, {
      note: '',
      event: 'harvest',
      harvestCount: 12,
      harvestWeightGrams: 240.5,
    });
    await logEntry(client, id, {
      note: '',
      event: 'harvest',
      harvestCount: 3,
    });
    const problem = await logEntry(client, id, {
      note: 'Under the leaves',
      event: 'problem',
      pest: 'Aphids',
    });
    expect(problem.json()).toMatchObject({ event: 'problem', pest: 'Aphids' });
    const garden = (await client.get('/api/garden')).json();
    expect(garden.harvestTotals).toEqual([
      {
        variety: garden.plantings[0].pepperName,
        season: new Date().getUTCFullYear(),
        count: 15,
        weightGrams: 240.5,
      },
    ]);
    expect(garden.plantings[0].stage).toBe('harvesting');
  });

  it("lists this week's tasks; a logged transplant moves the plan", async () => {
    const client = new Client(app);
    // Plants go out two weeks after the last frost: in three days.
    await client.post('/api/garden/settings', { lastFrost: daysFromToday(3 - 14) });
    const { id } = (
      await client.post('/api/garden/plantings', {
        ...planting,
        place: 'raised-bed',
        sownOn: daysFromToday(-60),
      })
    ).json();
    const week = (await client.get('/api/garden')).json().thisWeek.map((t: { kind: string }) => t.kind);
    expect(week).toEqual(['harden-off', 'transplant', 'feed']);
    await logEntry(client, id, {
      note: '',
      event: 'transplanted',
    });
    const plan = (await client.get(`/api/garden/plantings/${id}`)).json().plan;
    expect(plan.find((t: { kind: string }) => t.kind === 'transplant')).toMatchObject({
      due: today,
      done: true,
    });
    expect(plan.find((t: { kind: string }) => t.kind === 'feed').due).toBe(today);
  });

  it('keeps a visitor garden in the session and moves it into the account at sign-in', async () => {
    const account = new Client(app);
    const { email } = await account.register();
    await account.post('/api/logout');
    const visitor = new Client(app);
    await visitor.post('/api/garden/settings', { lastFrost: '2026-05-01' });
    const { id } = (await visitor.post('/api/garden/plantings', planting)).json();
    await logEntry(visitor, id, {
      note: 'up',
      event: 'germinated',
      photo: await gpsPhoto(),
    });
    expect((await visitor.post('/api/auth/login', { email, password: 'correct horse' })).statusCode).toBe(
      200,
    );
    const garden = (await visitor.get('/api/garden')).json();
    expect(garden).toMatchObject({ signedIn: true, lastFrost: '2026-05-01' });
    expect(garden.plantings.map((p: { id: number }) => p.id)).toEqual([id]);
    const entry = (await visitor.get(`/api/garden/plantings/${id}`)).json().entries[0];
    expect((await visitor.get(entry.photoUrl)).statusCode).toBe(200);
  });

  it("lets nobody read or change another user's plantings, entries or photos", async () => {
    const owner = await Client.signedUp(app);
    const { id } = (await owner.post('/api/garden/plantings', planting)).json();
    const entry = (
      await logEntry(owner, id, {
        note: 'mine',
        photo: await gpsPhoto(),
      })
    ).json();
    const photoId = entry.photoUrl.split('/').pop();
    for (const stranger of [new Client(app), new Client(app)]) {
      if (stranger !== undefined) await stranger.register();
      expect((await stranger.get(`/api/garden/plantings/${id}`)).statusCode).toBe(404);
      expect((await logEntry(stranger, id, { note: 'theirs' })).statusCode).toBe(404);
      expect((await stranger.delete(`/api/garden/entries/${entry.id}`)).statusCode).toBe(404);
      expect((await stranger.get(`/api/garden/photos/${photoId}`)).statusCode).toBe(404);
      expect((await stranger.delete(`/api/garden/plantings/${id}`)).statusCode).toBe(404);
      expect((await stranger.get('/api/garden')).json().plantings).toEqual([]);
    }
    const anonymous = new Client(app);
    expect((await anonymous.get(`/api/garden/plantings/${id}`)).statusCode).toBe(404);
    expect((await anonymous.get(`/api/garden/photos/${photoId}`)).statusCode).toBe(404);
    const detail = (await owner.get(`/api/garden/plantings/${id}`)).json();
    expect(detail.entries).toHaveLength(1);
    expect((await owner.delete(`/api/garden/entries/${entry.id}`)).json()).toEqual({ ok: true });
    expect((await owner.get(`/api/garden/photos/${photoId}`)).statusCode).toBe(404);
    expect((await owner.delete(`/api/garden/plantings/${id}`)).json()).toEqual({ ok: true });
    expect((await owner.get(`/api/garden/plantings/${id}`)).statusCode).toBe(404);
  });

  it('answers 400 to ids that are not ids', async () => {
    const client = new Client(app);
    expect((await client.get('/api/garden/plantings/abc')).statusCode).toBe(400);
    expect((await client.get('/api/garden/photos/0')).statusCode).toBe(400);
    expect((await client.post('/api/garden/settings', { lastFrost: 'soon' })).statusCode).toBe(400);
  });
});

describeDialects('garden calendar feed', (app) => {
  it('needs an account for the feed address', async () => {
    expect((await new Client(app).get('/api/garden/calendar')).statusCode).toBe(401);
  });

  it('has a VEVENT with a VALARM for every upcoming task, parsed back with ical.js', async () => {
    const client = await Client.signedUp(app);
    await client.post('/api/garden/settings', { lastFrost: daysFromToday(30) });
    await client.post('/api/garden/plantings', { ...planting, place: 'ground', sownOn: daysFromToday(-40) });
    const feed = (await client.get('/api/garden/calendar')).json();
    expect(feed.webcalUrl).toBe(feed.url.replace(/^http:/, 'webcal:'));
    const res = await new Client(app).get(new URL(feed.url).pathname + new URL(feed.url).search);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    const calendar = new ICAL.Component(ICAL.parse(res.body));
    const events = calendar.getAllSubcomponents('vevent');
    const summaries = events.map((e) => String(e.getFirstPropertyValue('summary')));
    expect(summaries.sort()).toEqual(
      [
        'Pot up the seedlings: Balcony jalapeños',
        'Feed (10-10-10): Balcony jalapeños',
        'Harden off: Balcony jalapeños',
        'Transplant: Balcony jalapeños',
        'First harvest: Balcony jalapeños',
      ].sort(),
    );
    const transplant = events.find((e) =>
      String(e.getFirstPropertyValue('summary')).startsWith('Transplant'),
    )!;
    const start = transplant.getFirstPropertyValue('dtstart') as ICAL.Time;
    expect(start.isDate).toBe(true);
    expect(start.toString()).toBe(daysFromToday(30 + 14));
    for (const event of events) {
      const alarm = event.getFirstSubcomponent('valarm')!;
      expect(alarm.getFirstPropertyValue('action')).toBe('DISPLAY');
      // Relative to the start of the all-day event (its midnight), not to its end (the next midnight).
      const trigger = alarm.getFirstProperty('trigger')!;
      expect(trigger.getParameter('related')).toBe('START');
      const ringsAt = (event.getFirstPropertyValue('dtstart') as ICAL.Time).clone();
      ringsAt.isDate = false;
      ringsAt.addDuration(trigger.getFirstValue() as ICAL.Duration);
      const day = String(event.getFirstPropertyValue('dtstart'));
      expect(ringsAt.toString()).toBe(`${day}T09:00:00`);
    }
    // Each task once.
    const uids = events.map((e) => String(e.getFirstPropertyValue('uid')));
    expect(new Set(uids).size).toBe(uids.length);
  });

  it('plans, shows and feeds the same transplant date as the Planting Calendar for one last frost', async () => {
    const client = await Client.signedUp(app);
    const lastFrost = daysFromToday(40);
    await client.post('/api/garden/settings', { lastFrost });
    const { id } = (
      await client.post('/api/garden/plantings', { ...planting, place: 'ground', sownOn: daysFromToday(-10) })
    ).json();
    // What the Planting Calendar offers for the same frost, read as a month and day from the weather records.
    const calendarTool = transplantDateAfterFrost(lastFrost.slice(5), new Date());
    expect(calendarTool).toBe(daysFromToday(40 + 14));

    const plan = (await client.get(`/api/garden/plantings/${id}`)).json().plan;
    expect(plan.find((t: { kind: string }) => t.kind === 'transplant').due).toBe(calendarTool);

    const feed = (await client.get('/api/garden/calendar')).json();
    const ics = (await new Client(app).get(new URL(feed.url).pathname + new URL(feed.url).search)).body;
    const transplant = new ICAL.Component(ICAL.parse(ics))
      .getAllSubcomponents('vevent')
      .find((e) => String(e.getFirstPropertyValue('summary')).startsWith('Transplant'))!;
    expect(String(transplant.getFirstPropertyValue('dtstart'))).toBe(calendarTool);
  });

  it('revokes the old address when a new one is made', async () => {
    const client = await Client.signedUp(app);
    const old = (await client.get('/api/garden/calendar')).json();
    expect((await client.get('/api/garden/calendar')).json().token).toBe(old.token);
    const fresh = (await client.post('/api/garden/calendar')).json();
    expect(fresh.token).not.toBe(old.token);
    expect((await new Client(app).get(`/api/garden/calendar.ics?token=${old.token}`)).statusCode).toBe(404);
    expect((await new Client(app).get(`/api/garden/calendar.ics?token=${fresh.token}`)).statusCode).toBe(200);
    expect((await new Client(app).get('/api/garden/calendar.ics')).statusCode).toBe(400);
  });

  it("shows one account's tasks only in its own feed", async () => {
    const a = await Client.signedUp(app);
    await a.post('/api/garden/plantings', { ...planting, label: 'Only in A' });
    const b = await Client.signedUp(app);
    const feedB = (await b.get('/api/garden/calendar')).json();
    const body = (await new Client(app).get(`/api/garden/calendar.ics?token=${feedB.token}`)).body;
    expect(body).not.toContain('Only in A');
  });
});
