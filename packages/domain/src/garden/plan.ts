import type { GardenEvent, GrowPlace, HeatLevel } from '@pepper/contract';
import { addDays, utcDay } from '../dates';
import { FERTILIZER_SCHEDULE } from './fertilizer';
import { daysToFirstHarvest, transplantDateForFrost } from '../grow-calendar/grow-rules';
import { plantingCalendar } from '../grow-calendar/planting-calendar';

/** Seedlings get their first true leaves about three weeks after they come up: time to pot them up. */
const POT_UP_AFTER_GERMINATION_DAYS = 21;
/** Pepper seed comes up in one to two weeks; without a logged germination the plan assumes ten days. */
const ASSUMED_GERMINATION_DAYS = 10;
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
  /** The variety's days to maturity from transplant, when the database knows them. */
  maturityDays: number | null;
  heatLevel: HeatLevel;
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

/**
 * When the plants go to their final place: the logged transplant, else the later of the grow rules' transplant
 * date for the last frost (outdoor places only: frost kills peppers) and 8 weeks after sowing (seedlings are
 * ready then).
 */
function plannedTransplant(input: PlanInput): Date {
  const logged = lastEvent(input.events, 'transplanted');
  if (logged) return logged;
  // The grow calendar starts seed 8 weeks before transplanting.
  const ready = addDays(input.sownOn, daysBetween(plantingCalendar(input.sownOn).seedStart, input.sownOn));
  const afterFrost =
    input.lastFrost && goesOutside(input.place) ? transplantDateForFrost(input.lastFrost) : null;
  return afterFrost && afterFrost > ready ? afterFrost : ready;
}

const daysBetween = (from: Date, to: Date) =>
  Math.round((utcDay(to).getTime() - utcDay(from).getTime()) / 86_400_000);

/** The first day the plants should be ripe: transplant plus days to maturity. */
function expectedFirstHarvest(input: PlanInput): Date {
  return addDays(plannedTransplant(input), daysToFirstHarvest(input));
}

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
  today: Date,
): { due: Date; stage: 'seedling' | 'vegetative' | 'flowering' | 'fruiting' } {
  const day = utcDay(today);
  const transplant = plannedTransplant(input);
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

/** Every task of a planting's plan, in date order, with those already done marked. */
export function plantingPlan(input: PlanInput, today: Date): GardenTask[] {
  const day = utcDay(today);
  const sown = utcDay(input.sownOn);
  const germinated = lastEvent(input.events, 'germinated');
  const pottedUp = lastEvent(input.events, 'potted-up');
  const hardened = lastEvent(input.events, 'hardened-off');
  const transplanted = lastEvent(input.events, 'transplanted');
  const harvested = lastEvent(input.events, 'harvest');
  const transplant = plannedTransplant(input);
  const tasks: GardenTask[] = [];
  const task = (kind: TaskKind, title: string, detail: string, due: Date, until: Date, done: boolean) =>
    tasks.push({ kind, title, detail, due, until, done });

  task(
    'sow',
    'Sow the seeds',
    'Sow ¼ in deep in a warm spot (80-90 °F soil).',
    sown,
    addDays(sown, TASK_WINDOW_DAYS - 1),
    sown <= day || germinated !== null,
  );

  const potUp = addDays(germinated ?? addDays(sown, ASSUMED_GERMINATION_DAYS), POT_UP_AFTER_GERMINATION_DAYS);
  task(
    'pot-up',
    'Pot up the seedlings',
    'Move each seedling to a bigger pot once it has its first true leaves.',
    potUp,
    addDays(potUp, TASK_WINDOW_DAYS - 1),
    pottedUp !== null || transplanted !== null,
  );

  if (goesOutside(input.place)) {
    const hardenFrom = addDays(transplant, -HARDEN_OFF_DAYS);
    task(
      'harden-off',
      'Harden off',
      'Set the plants outside a little longer each day for a week.',
      hardenFrom,
      addDays(transplant, -1),
      hardened !== null || transplanted !== null,
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
    transplanted !== null,
  );

  const harvest = expectedFirstHarvest(input);
  const feed = nextFeeding(input, day);
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

  return tasks.sort((a, b) => a.due.getTime() - b.due.getTime());
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
