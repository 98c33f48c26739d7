import type { GardenEvent, GrowPlace, HeatLevel, Planting } from '@pepper/contract';
import { parseDateInput, toDateInputValue } from '../dates';
import { type HarvestTotal, harvestTotals } from './harvest';
import {
  dueThisWeek,
  type GardenTask,
  nextTask,
  type PlanInput,
  plantingSeason,
  type SeasonNote,
  type PlantingStage,
  plantingStage,
  STAGE_LABELS,
} from './plan';

/** A planting as it is kept: dates as YYYY-MM-DD, the variety by id. */
interface PlantingRecord {
  id: number;
  pepperId: number;
  sownOn: string;
  place: GrowPlace;
}

/** A journal line as it is kept; only its event and harvest figures shape the plan. */
interface JournalRecord {
  plantingId: number;
  date: string;
  event: GardenEvent | null;
  harvestCount: number | null;
  harvestWeightGrams: number | null;
}

/** What the plan needs to know of a variety. */
interface VarietyFacts {
  name: string;
  maturityDays: number | null;
  heatLevel: HeatLevel;
  species?: string | null;
}

/** A task as the garden screens and the calendar feed show it: dates as YYYY-MM-DD, tied to its planting. */
interface DatedTask {
  plantingId: number;
  kind: GardenTask['kind'];
  title: string;
  detail: string;
  due: string;
  until: string;
  done: boolean;
}

export interface PlannedPlanting<P extends PlantingRecord, J extends JournalRecord = JournalRecord> {
  record: P;
  journal: J[];
  pepperName: string;
  plan: GardenTask[];
  /** Why the plan is not the usual one (no last frost, sown too late or too early), when it is not. */
  note: SeasonNote | null;
  /** Weeks indoors from sowing to planting out, from the lead-time rule. */
  weeksIndoors: number;
  stage: PlantingStage;
  stageLabel: string;
  nextTask: DatedTask | null;
}

interface GardenOverview<P extends PlantingRecord, J extends JournalRecord = JournalRecord> {
  plantings: PlannedPlanting<P, J>[];
  thisWeek: DatedTask[];
  harvestTotals: HarvestTotal[];
}

const UNKNOWN_VARIETY = 'Unknown variety';

export const datedTask = (plantingId: number, t: GardenTask): DatedTask => ({
  plantingId,
  kind: t.kind,
  title: t.title,
  detail: t.detail,
  due: toDateInputValue(t.due),
  until: toDateInputValue(t.until),
  done: t.done,
});

/**
 * A grower's garden as of today: each planting's plan, stage and next task from its journal, the tasks due this
 * week (soonest first) and the harvest totals per variety and season.
 */
export function gardenOverview<P extends PlantingRecord, J extends JournalRecord>(
  plantings: readonly P[],
  journal: readonly J[],
  lastFrost: Date | null,
  varietyOf: (pepperId: number) => VarietyFacts | undefined,
  today: Date,
  /** The grower's place has no regular spring frost. */
  frostFree = false,
): GardenOverview<P, J> {
  const planned = plantings.map((record): PlannedPlanting<P, J> => {
    const own = journal.filter((e) => e.plantingId === record.id);
    const variety = varietyOf(record.pepperId);
    const input: PlanInput = {
      sownOn: parseDateInput(record.sownOn)!,
      place: record.place,
      lastFrost,
      frostFree,
      maturityDays: variety?.maturityDays ?? null,
      heatLevel: variety?.heatLevel ?? 'medium',
      species: variety?.species ?? null,
      events: own.flatMap((e) => (e.event ? [{ event: e.event, date: parseDateInput(e.date)! }] : [])),
    };
    const season = plantingSeason(input, today);
    const plan = season.tasks;
    const stage = plantingStage(input, today);
    const next = nextTask(plan, today);
    return {
      record,
      journal: own,
      pepperName: variety?.name ?? UNKNOWN_VARIETY,
      plan,
      note: season.note,
      weeksIndoors: season.lead.weeksIndoors,
      stage,
      stageLabel: STAGE_LABELS[stage],
      nextTask: next ? datedTask(record.id, next) : null,
    };
  });
  return {
    plantings: planned,
    thisWeek: planned
      .flatMap((p) => dueThisWeek(p.plan, today).map((t) => datedTask(p.record.id, t)))
      .sort((a, b) => a.due.localeCompare(b.due) || a.plantingId - b.plantingId),
    harvestTotals: harvestTotals(
      planned.flatMap((p) =>
        p.journal
          .filter((e) => e.event === 'harvest')
          .map((e) => ({
            variety: p.pepperName,
            date: parseDateInput(e.date)!,
            count: e.harvestCount ?? 0,
            weightGrams: e.harvestWeightGrams ?? 0,
          })),
      ),
    ),
  };
}

/** A planting as it is kept in full: what the grower entered, and when. */
interface KeptPlanting extends PlantingRecord {
  count: number;
  label: string;
  createdAt: string;
}

/** A planting as the garden answers it: what was kept, with its variety's name, its stage and its next task. */
export function plantingOf<P extends KeptPlanting>(planned: PlannedPlanting<P, JournalRecord>): Planting {
  const { record } = planned;
  return {
    id: record.id,
    pepperId: record.pepperId,
    pepperName: planned.pepperName,
    count: record.count,
    place: record.place,
    label: record.label,
    sownOn: record.sownOn,
    stage: planned.stage,
    stageLabel: planned.stageLabel,
    nextTask: planned.nextTask,
    seasonNote: planned.note,
    weeksIndoors: planned.weeksIndoors,
    createdAt: record.createdAt,
  };
}

/** A planting left unnamed is called after its variety. */
export const plantingLabel = (label: string, varietyName: string): string => label.trim() || varietyName;
