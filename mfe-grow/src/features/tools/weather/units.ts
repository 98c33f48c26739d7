import {
  celsiusToFahrenheit,
  kphToMph,
  mmToInches,
  preferredTemperatureUnit,
  type TemperatureUnit,
} from '@pepper/domain/weather';
import { useCallback, useEffect, useState } from 'react';

const STORAGE_KEY = 'pepper-atlas:temperature-unit';

/** What the server renders: it has neither the reader's saved choice nor their locale. */
const FIRST_UNIT: TemperatureUnit = preferredTemperatureUnit(undefined);

/**
 * °F or °C: the reader's last choice on this device, else what their locale reads. The first render uses the
 * server's unit, so hydration matches the server's page (a toggle hydrated with another unit would keep the
 * server's pressed button beside readings in the other unit); the reader's own unit follows at once, toggle
 * and readings together.
 */
export function useTemperatureUnit(): [TemperatureUnit, (unit: TemperatureUnit) => void] {
  const [unit, setUnit] = useState<TemperatureUnit>(FIRST_UNIT);
  useEffect(() => {
    const saved = typeof localStorage !== 'undefined' ? localStorage.getItem(STORAGE_KEY) : null;
    setUnit(
      saved === 'F' || saved === 'C'
        ? saved
        : preferredTemperatureUnit(typeof navigator !== 'undefined' ? navigator.language : undefined),
    );
  }, []);
  const choose = useCallback((next: TemperatureUnit) => {
    setUnit(next);
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // private mode: the choice lasts for this page only
    }
  }, []);
  return [unit, choose];
}

/** Readers of °F also read miles and inches; readers of °C kilometres and millimetres. */
export const formatTemperature = (celsius: number, unit: TemperatureUnit) =>
  unit === 'F' ? `${Math.round(celsiusToFahrenheit(celsius))}°F` : `${Math.round(celsius)}°C`;
export const formatWind = (kph: number, unit: TemperatureUnit) =>
  unit === 'F' ? `${Math.round(kphToMph(kph))} mph` : `${Math.round(kph)} km/h`;
export const formatRain = (mm: number, unit: TemperatureUnit) =>
  unit === 'F' ? `${mmToInches(mm).toFixed(2)} in` : `${mm.toFixed(1)} mm`;
