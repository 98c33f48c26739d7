import { GEOLOCATION_OPTIONS, LOCATION_ERROR_LOG } from '@pepper/domain';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec 02 §3: the detected location held on the page. */
export interface DetectedPosition {
  lat: number;
  lon: number;
}

export interface DeviceLocation {
  /** The last position the device gave, or null while none has been detected. */
  position: DetectedPosition | null;
  /** True from asking the device until it answers. */
  detecting: boolean;
  /** Asks the device again (the Detect button). */
  detect: () => void;
}

const supported = () => typeof navigator !== 'undefined' && 'geolocation' in navigator && !!navigator.geolocation;

/**
 * Spec 02 §4: not detected → detecting → detected. Runs once on load where the device offers location, and
 * again on demand. A failure is only logged (spec 02 §8): the page keeps what it showed, so the prompt to
 * Detect stays, or the previous reading does.
 */
export function useDeviceLocation(): DeviceLocation {
  const [position, setPosition] = useState<DetectedPosition | null>(null);
  const [detecting, setDetecting] = useState(false);
  const mounted = useRef(false);

  const detect = useCallback(() => {
    if (!supported()) {
      console.error(LOCATION_ERROR_LOG);
      return;
    }
    setDetecting(true);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        if (!mounted.current) return;
        setPosition({ lat: pos.coords.latitude, lon: pos.coords.longitude });
        setDetecting(false);
      },
      () => {
        console.error(LOCATION_ERROR_LOG);
        if (mounted.current) setDetecting(false);
      },
      GEOLOCATION_OPTIONS,
    );
  }, []);

  useEffect(() => {
    mounted.current = true;
    if (supported()) detect();
    return () => {
      mounted.current = false;
    };
  }, [detect]);

  return { position, detecting, detect };
}
