import type { SeedPacket } from '@pepper/contract';

export const SOURCE_LABELS: Record<SeedPacket['source'], string> = {
  shop: 'Shop',
  swap: 'Seed swap',
  'own-harvest': 'My own harvest',
};

export const SOURCE_OPTIONS = (Object.keys(SOURCE_LABELS) as SeedPacket['source'][]).map((value) => ({
  value,
  label: SOURCE_LABELS[value],
}));

/** Colours of the viability badge, each with AA contrast on its background. */
export const VIABILITY_STYLES: Record<SeedPacket['viability']['status'], string> = {
  fresh: 'bg-green-100 text-green-900',
  ageing: 'bg-amber-100 text-amber-900',
  old: 'bg-red-100 text-red-900',
};

export const seedsText = (n: number) => `${n} ${n === 1 ? 'seed' : 'seeds'}`;

export const ratePercent = (rate: number) => `${Math.round(rate * 100)}%`;

/** The message for a change the device keeps while offline. */
export const KEPT_OFFLINE =
  'You are offline: the change is saved on this device and sent when the connection returns.';
