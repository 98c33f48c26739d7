import type { GardenEvent, GrowPlace, HeatLevel } from '@pepper/contract';
import { addDays, utcDay } from '../dates';
import { FERTILIZER_SCHEDULE } from './fertilizer';
import { LIFE_ORDER } from './journal';
import { transplantDateForFrost } from '../grow-calendar/grow-rules';
import { leadTimeFor, type LeadTime } from '../grow-calendar/lead-times';
import { seasonFrost } from '../grow-calendar/sowing-plan';

/** Seedlings get their first true leaves about three weeks after they come up: time to pot them up. */
const POT_UP_AFTER_GERMINATION_DAYS = 21;
/** A sowing up to two weeks after its day still meets the season (as the seed stash's sowing window). */
const LATE_SOWING_DAYS = 14;
/** Seedlings wait well for up to two weeks past their weeks indoors; sown earlier, they outgrow their pots. */
const EARLY_SOWING_DAYS = 14;
/** Hardening off takes a week of longer and longer days outside before transplanting. */
const HARDEN_OFF_DAYS = 7;
/** Transplanting can wait up to two weeks past its date (warmer soil suits peppers). */
const TRANSPLANT_WINDOW_DAYS = 14;
/** Each task stays open this many days after its date unless its own window says otherwise. */
const TASK_WINDOW_DAYS = 7;
/** Pods keep coming for about three months after the first ripe ones; feeding reminders stop then. */
const PICKING_SEASON_DAYS = 90;
/** "This week" is today and the six days after it. */
const WEEK_DAYS = 7;

interface GardenEventLog {
  event: GardenEvent;
  date: Date;
}

export interface PlanInput {
  sownOn: Date;
  place: GrowPlace;
  /** The last spring frost; null when the grower has not given one. */
  lastFrost: Date | null;
  /** The grower's place has no regular spring frost: plants go out once they are ready. */
  frostFree?: boolean;
  /** The variety's days to maturity from transplant, when the database has them. */
  maturityDays: number | null;
  heatLevel: HeatLevel;
  /** The variety's species ('Capsicum chinense'), which sets its weeks indoors; null when unknown. */
  species?: string | null;
  events: readonly GardenEventLog[];
}

type TaskKind = 'sow' | 'pot-up' | 'harden-off' | 'transplant' | 'feed' | 'first-harvest';

export interface GardenTask {
  kind: TaskKind;
  title: string;
  detail: string;
  /** First day of the task. */
  due: Date;
  /** Last day of its window. */
  until: Date;
  /** True once the event that completes it is logged. */
  done: boolean;
}

export type PlantingStage =
  | 'planned'
  | 'sown'
  | 'seedling'
  | 'potted-up'
  | 'hardening-off'
  | 'planted-out'
  | 'flowering'
  | 'fruiting'
  | 'harvesting';
export const STAGE_LABELS: Record<PlantingStage, string> = {
  planned: 'Planned',
  sown: 'Sown, waiting to sprout',
  seedling: 'Seedling',
  'potted-up': 'Potted up',
  'hardening-off': 'Hardening off',
  'planted-out': 'Growing on',
  flowering: 'Flowering',
  fruiting: 'Fruiting',
  harvesting: 'Harvesting',
};

/** The latest logged date of an event (a re-logged event moves the plan to the newer date). */
function lastEvent(events: readonly GardenEventLog[], event: GardenEvent): Date | null {
  let latest: Date | null = null;
  for (const e of events) if (e.event === event && (!latest || e.date > latest)) latest = e.date;
  return latest ? utcDay(latest) : null;
}

/** Plants that never go outside are neither hardened off nor transplanted outdoors. */
const goesOutside = (place: GrowPlace) => place !== 'indoors' && place !== 'greenhouse';

/** Why a planting's plan is not the usual one, and what the grower can do about it. */
export interface SeasonNote {
  kind: 'needs-place' | 'too-late' | 'too-early';
  title: string;
  text: string;
}

const DAY_LABEL: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
};
const dayLabel = (date: Date) => date.toLocaleDateString('en-US', DAY_LABEL);

/** The season a planting is sown into: its last frost, and the days the lead-time rule gives from it. */
interface SowingSeason {
  frost: Date;
  /** The day to sow for this season. */
  sowOn: Date;
  /** Planting out: two weeks after the last frost. */
  transplant: Date;
}

function sowingSeason(input: PlanInput, lead: LeadTime, from: Date): SowingSeason | null {
  if (!input.lastFrost) return null;
  const frost = seasonFrost(input.lastFrost, from);
  const transplant = transplantDateForFrost(frost);
  return { frost, transplant, sowOn: addDays(transplant, -lead.weeksIndoors * WEEK_DAYS) };
}

const nextYear = (d: Date) => new Date(Date.UTC(d.getUTCFullYear() + 1, d.getUTCMonth(), d.getUTCDate()));

/**
 * When the plants go to their final place: the logged transplant; else, for plants that go outside, the
 * later of two weeks after the season's last frost (frost kills peppers) and the day the seedlings have had
 * their weeks indoors; null for plants that go outside while no last frost is known (no outdoor date is
 * guessed). Plants that stay under cover go to their final pots once they have had their weeks indoors.
 */
function plannedTransplant(input: PlanInput, lead: LeadTime): Date | null {
  const logged = lastEvent(input.events, 'transplanted');
  if (logged) return logged;
  const ready = addDays(utcDay(input.sownOn), lead.weeksIndoors * WEEK_DAYS);
  if (!goesOutside(input.place)) return ready;
  const season = sowingSeason(input, lead, input.sownOn);
  if (!season) return input.frostFree ? ready : null;
  return season.transplant > ready ? season.transplant : ready;
}

/** Whether the sowing fits its season, and what still works when it does not. */
function seasonNote(input: PlanInput, lead: LeadTime, transplant: Date | null): SeasonNote | null {
  // Once the plants are out (or further on), the season's sowing needs no note.
  if (input.events.some((e) => LIFE_ORDER.indexOf(e.event) >= LIFE_ORDER.indexOf('transplanted')))
    return null;
  if (!goesOutside(input.place) || (input.frostFree && !input.lastFrost)) return null;
  const season = sowingSeason(input, lead, input.sownOn);
  if (!season)
    return {
      kind: 'needs-place',
      title: 'Add your place to date the outdoor steps',
      text: 'Hardening off and planting out wait for your last spring frost. Type your town or postcode (or enter your last frost) in My Garden and the plan dates them; until then it dates only the indoor steps.',
    };
  const sown = utcDay(input.sownOn);
  const lastDay = addDays(season.sowOn, LATE_SOWING_DAYS - 1);
  if (sown > lastDay) {
    const next = addDays(transplantDateForFrost(nextYear(season.frost)), -lead.weeksIndoors * WEEK_DAYS);
    return {
      kind: 'too-late',
      title: 'Sown too late for this season outdoors',
      text: `The sowing window closed on ${dayLabel(lastDay)}: sown now, the plants reach planting size around ${dayLabel(transplant ?? sown)}, too late to ripen much before autumn cold. What still works: grow them on in large pots indoors or in a greenhouse, and overwinter them for an early start next year, or sow next season on ${dayLabel(next)}.`,
    };
  }
  if (sown < addDays(season.sowOn, -EARLY_SOWING_DAYS)) {
    const weeksEarly = Math.floor((season.sowOn.getTime() - sown.getTime()) / (WEEK_DAYS * 86_400_000));
    return {
      kind: 'too-early',
      title: 'Sown early for this season',
      text: `These seeds went in ${weeksEarly} weeks before this season's sowing day (${dayLabel(season.sowOn)}), so the plants will be ready long before it is warm enough to plant out on ${dayLabel(season.transplant)}. What still works: grow them on indoors under lights, potting up as they grow, or sow again on ${dayLabel(season.sowOn)}.`,
    };
  }
  return null;
}

const daysBetween = (from: Date, to: Date) =>
  Math.round((utcDay(to).getTime() - utcDay(from).getTime()) / 86_400_000);

/** The planting's stage: the furthest event logged, else whether its sowing date has come. */
export function plantingStage(input: Pick<PlanInput, 'sownOn' | 'events'>, today: Date): PlantingStage {
  const has = (e: GardenEvent) => input.events.some((x) => x.event === e);
  if (has('harvest')) return 'harvesting';
  if (has('first-fruit')) return 'fruiting';
  if (has('first-flower')) return 'flowering';
  if (has('transplanted')) return 'planted-out';
  if (has('hardened-off')) return 'hardening-off';
  if (has('potted-up')) return 'potted-up';
  if (has('germinated')) return 'seedling';
  return utcDay(input.sownOn) > utcDay(today) ? 'planned' : 'sown';
}

/**
 * The next feeding on or after `today`, from the fertilizer guide: one feed worked in at transplanting, then
 * side-dressings every vegetative interval, every fruiting interval from the first fruit on. Null before
 * the plants are in their final place (indoor seedlings are fed lightly, not on a schedule).
 */
function nextFeeding(
  input: PlanInput,
  transplant: Date,
  today: Date,
): { due: Date; stage: 'seedling' | 'vegetative' | 'flowering' | 'fruiting' } {
  const day = utcDay(today);
  if (transplant >= day) return { due: transplant, stage: 'seedling' };
  const firstFruit = lastEvent(input.events, 'first-fruit');
  const firstFlower = lastEvent(input.events, 'first-flower');
  const [anchor, stage] = firstFruit
    ? [firstFruit, 'fruiting' as const]
    : firstFlower
      ? [firstFlower, 'flowering' as const]
      : [transplant, 'vegetative' as const];
  const every = FERTILIZER_SCHEDULE[stage].everyDays ?? 21;
  const elapsed = daysBetween(anchor, day);
  const steps = Math.max(1, Math.ceil(elapsed / every));
  return { due: addDays(anchor, steps * every), stage };
}

export interface PlantingSeason {
  /** Every dated task, in date order, with those already done marked. */
  tasks: GardenTask[];
  /** Why the plan is not the usual one, when it is not. */
  note: SeasonNote | null;
  lead: LeadTime;
}

/**
 * A planting's season plan: its tasks from the lead-time rule and the season's last frost, and a note when
 * its outdoor steps cannot be dated (no last frost) or its sowing does not fit the season.
 */
export function plantingSeason(input: PlanInput, today: Date): PlantingSeason {
  const lead = leadTimeFor(input);
  const day = utcDay(today);
  const sown = utcDay(input.sownOn);
  const germinated = lastEvent(input.events, 'germinated');
  const pottedUp = lastEvent(input.events, 'potted-up');
  const hardened = lastEvent(input.events, 'hardened-off');
  const harvested = lastEvent(input.events, 'harvest');
  const transplant = plannedTransplant(input, lead);
  const tasks: GardenTask[] = [];
  // A step logged further on settles every earlier one, so the next task never lags behind the stage.
  const furthest = Math.max(-1, ...input.events.map((e) => LIFE_ORDER.indexOf(e.event)));
  const passed = (event: GardenEvent) => furthest >= LIFE_ORDER.indexOf(event);
  const task = (kind: TaskKind, title: string, detail: string, due: Date, until: Date, done: boolean) =>
    tasks.push({ kind, title, detail, due, until, done });
  const { min, max } = lead.germinationDays;

  task(
    'sow',
    'Sow the seeds',
    `Sow ¼ in deep in a warm spot (80-90 °F soil); ${lead.label} seed comes up in ${min}-${max} days.`,
    sown,
    addDays(sown, TASK_WINDOW_DAYS - 1),
    sown <= day || germinated !== null || furthest >= 0,
  );

  const potUp = addDays(
    germinated ?? addDays(sown, Math.ceil((min + max) / 2)),
    POT_UP_AFTER_GERMINATION_DAYS,
  );
  task(
    'pot-up',
    'Pot up the seedlings',
    'Move each seedling to a bigger pot once it has its first true leaves.',
    potUp,
    addDays(potUp, TASK_WINDOW_DAYS - 1),
    pottedUp !== null || passed('potted-up'),
  );

  if (transplant) {
    if (goesOutside(input.place)) {
      const hardenFrom = addDays(transplant, -HARDEN_OFF_DAYS);
      task(
        'harden-off',
        'Harden off',
        'Set the plants outside a little longer each day for a week.',
        hardenFrom,
        addDays(transplant, -1),
        hardened !== null || passed('hardened-off'),
      );
    }
    const where =
      input.place === 'indoors'
        ? 'their final pots'
        : input.place === 'greenhouse'
          ? 'the greenhouse bed or final pots'
          : 'their final place';
    task(
      'transplant',
      'Transplant',
      `Plant out into ${where}.`,
      transplant,
      addDays(transplant, TRANSPLANT_WINDOW_DAYS - 1),
      passed('transplanted'),
    );

    const harvest = addDays(transplant, lead.maturityDays);
    const feed = nextFeeding(input, transplant, day);
    if (feed.due <= addDays(harvest, PICKING_SEASON_DAYS)) {
      const step = FERTILIZER_SCHEDULE[feed.stage];
      task(
        'feed',
        `Feed (${step.npk})`,
        `${step.label}: ${step.guidance}`,
        feed.due,
        addDays(feed.due, TASK_WINDOW_DAYS - 1),
        false,
      );
    }

    task(
      'first-harvest',
      'First harvest',
      'The first pods should be ripe from about now.',
      harvest,
      addDays(harvest, TASK_WINDOW_DAYS * 2 - 1),
      harvested !== null,
    );
  }

  return {
    tasks: tasks.sort((a, b) => a.due.getTime() - b.due.getTime()),
    note: seasonNote(input, lead, transplant),
    lead,
  };
}

/** Every task of a planting's plan, in date order, with those already done marked. */
export function plantingPlan(input: PlanInput, today: Date): GardenTask[] {
  return plantingSeason(input, today).tasks;
}

/** Tasks not done whose window is still open on `today`, soonest first. */
export function upcomingTasks(tasks: readonly GardenTask[], today: Date): GardenTask[] {
  const day = utcDay(today);
  return tasks.filter((t) => !t.done && t.until >= day);
}

/** The next thing to do, or null when the plan has nothing left. */
export function nextTask(tasks: readonly GardenTask[], today: Date): GardenTask | null {
  return upcomingTasks(tasks, today)[0] ?? null;
}

/** Due this week: open tasks that start by the week's last day (an overdue task stays until its window closes). */
export function dueThisWeek(tasks: readonly GardenTask[], today: Date): GardenTask[] {
  const lastDay = addDays(today, WEEK_DAYS - 1);
  return upcomingTasks(tasks, today).filter((t) => t.due <= lastDay);
}
