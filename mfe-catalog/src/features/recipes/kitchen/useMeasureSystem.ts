import { type MeasureSystem } from '@pepper/domain/recipes';
import { preferredTemperatureUnit } from '@pepper/domain/weather';
import { useDeviceValue } from './device-store';

const STORAGE_KEY = 'pepper-atlas:measure-system';

/**
 * Metric or US measures: the reader's last choice on this device (kept for visitors and members alike, as the
 * weather's °F/°C is), else what their locale reads. The server renders US, as the recipes are written.
 */
export function useMeasureSystem(): [MeasureSystem, (system: MeasureSystem) => void] {
  const [saved, save] = useDeviceValue(STORAGE_KEY, () =>
    typeof navigator === 'undefined' || preferredTemperatureUnit(navigator.language) === 'F'
      ? 'us'
      : 'metric',
  );
  return [saved === 'metric' ? 'metric' : 'us', save];
}
