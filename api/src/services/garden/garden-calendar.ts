/**
 * The private calendar feed: a per-owner secret token in the feed address (calendar apps cannot sign in),
 * and an RFC 5545 calendar made with ical-generator: one all-day VEVENT per open task, each with a
 * display VALARM at 9:00 on its day, and one per seed packet on the day to sow it (unless a planting already
 * plans that sowing). The alarm is relative to the event's start (TRIGGER;RELATED=START:PT9H): an all-day event
 * starts at midnight of its day in the calendar's own zone, the grower's, so it rings at 9:00 there. Relative
 * to the end, the same trigger would ring at 9:00 the next day.
 */
import { randomBytes } from 'node:crypto';
import ical, { ICalAlarmRelatesTo, ICalAlarmType, type ICalEvent } from 'ical-generator';
import { parseDateInput } from '@pepper/domain/dates';
import { upcomingTasks } from '@pepper/domain/garden';
import type { Db } from '../../db/connection.js';
import type { Catalog } from '../catalog/catalog.js';
import { gardenOverviewOf } from './garden.js';
import { sowingReminders } from './garden-seeds.js';

/** Alarms ring at 9:00 on the task's day (an all-day event starts at midnight). */
export const ALARM_AFTER_START_SECONDS = 9 * 3600;

/**
 * A display alarm at 9:00 on the event's day. ical-generator counts a numeric trigger in seconds before the
 * event and writes a time after it as relative to the END unless told otherwise, and its constructor ignores a
 * `relatesTo` option: START is set on the alarm itself.
 */
function alarmAtNine(event: ICalEvent, description: string): void {
  event
    .createAlarm({ type: ICalAlarmType.display, trigger: -ALARM_AFTER_START_SECONDS, description })
    .relatesTo(ICalAlarmRelatesTo.start);
}

const newToken = () => randomBytes(24).toString('base64url');

export async function calendarToken(db: Db, owner: string): Promise<string> {
  const settings = await db('garden_settings').where({ owner }).first();
  if (settings?.calendar_token) return settings.calendar_token;
  return regenerateCalendarToken(db, owner);
}

/** A new token replaces the old one, so the old address stops working at once. */
export async function regenerateCalendarToken(db: Db, owner: string): Promise<string> {
  const token = newToken();
  await db('garden_settings')
    .insert({ owner, last_frost: null, calendar_token: token })
    .onConflict('owner')
    .merge(['calendar_token']);
  return token;
}

export async function ownerOfToken(db: Db, token: string): Promise<string | null> {
  const row = await db('garden_settings').where({ calendar_token: token }).first('owner');
  return row?.owner ?? null;
}

export function feedUrls(publicUrl: string, token: string) {
  const url = new URL(`/api/garden/calendar.ics?token=${encodeURIComponent(token)}`, publicUrl).href;
  return { token, url, webcalUrl: url.replace(/^https?:/, 'webcal:') };
}

export async function calendarFeed(
  db: Db,
  catalog: Pick<Catalog, 'pepper'>,
  owner: string,
  publicUrl: string,
  today = new Date(),
): Promise<string> {
  const calendar = ical({
    name: 'My Garden · Pepper Atlas',
    prodId: { company: 'Pepper Atlas', product: 'My Garden', language: 'EN' },
  });
  for (const { record, plan } of (await gardenOverviewOf(db, catalog, owner, today)).plantings) {
    const { row } = record;
    for (const task of upcomingTasks(plan, today)) {
      const start = parseDateInput(task.due.toISOString().slice(0, 10))!;
      const event = calendar.createEvent({
        id: `${row.uid}-${task.kind}@pepper-atlas`,
        start,
        end: new Date(start.getTime() + 86_400_000),
        allDay: true,
        summary: `${task.title}: ${row.label}`,
        description: task.detail,
        url: new URL(`/garden/${row.id}`, publicUrl).href,
      });
      alarmAtNine(event, `${task.title}: ${row.label}`);
    }
  }
  // The seed stash's sowing days: one all-day reminder per packet with seeds left, until its window closes.
  for (const reminder of await sowingReminders(db, catalog, owner, today)) {
    const start = parseDateInput(reminder.sowOn)!;
    const summary = `Sow ${reminder.pepperName} seeds`;
    const event = calendar.createEvent({
      id: `${reminder.uid}-sow@pepper-atlas`,
      start,
      end: new Date(start.getTime() + 86_400_000),
      allDay: true,
      summary,
      description: reminder.detail,
      url: new URL(`/garden/seeds/${reminder.packetId}`, publicUrl).href,
    });
    alarmAtNine(event, summary);
  }
  return calendar.toString();
}
