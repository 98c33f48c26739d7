import { useCallback, useEffect, useRef, useState } from 'react';
import { GEOLOCATION_OPTIONS, LOCATION_ERROR_LOG } from './location-settings';

/** The detected location held on the page (it is not stored). */
export interface DetectedPosition {
  lat: number;
  lon: number;
}

export interface DeviceLocation {
  /** The last position the device gave, or null while none has been detected. */
  position: DetectedPosition | null;
  /** True from the location request until the device responds. */
  detecting: boolean;
  /** True when the last request was refused or failed, or the device has no location service. */
  refused: boolean;
  /** Requests the location again (the Detect button). */
  detect: () => void;
}

const supported = () =>
  typeof navigator !== 'undefined' && 'geolocation' in navigator && !!navigator.geolocation;

/**
 * Not detected → detecting → detected. With `askOnLoad` it runs once on load where the device offers
 * location; it always runs again on demand. A failure is only logged: the page keeps what it showed (the
 * prompt to detect, or the previous reading) and may offer something else in its place (`refused`).
 */
export function useDeviceLocation({ askOnLoad }: { askOnLoad: boolean }): DeviceLocation {
  const [position, setPosition] = useState<DetectedPosition | null>(null);
  const [detecting, setDetecting] = useState(false);
  const [refused, setRefused] = useState(false);
  const mounted = useRef(false);

  const detect = useCallback(() => {
    if (!supported()) {
      console.error(LOCATION_ERROR_LOG);
      setRefused(true);
      return;
    }
    setDetecting(true);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        if (!mounted.current) return;
        setPosition({ lat: pos.coords.latitude, lon: pos.coords.longitude });
        setRefused(false);
        setDetecting(false);
      },
      () => {
        console.error(LOCATION_ERROR_LOG);
        if (!mounted.current) return;
        setRefused(true);
        setDetecting(false);
      },
      GEOLOCATION_OPTIONS,
    );
  }, []);

  useEffect(() => {
    mounted.current = true;
    if (askOnLoad && supported()) detect();
    return () => {
      mounted.current = false;
    };
  }, [detect, askOnLoad]);

  return { position, detecting, refused, detect };
}
