import * as SliderPrimitive from '@radix-ui/react-slider';
import { cn } from '../cn';

export interface RangeSliderProps {
  min: number;
  max: number;
  step: number;
  value: [number, number];
  onValueChange: (value: [number, number]) => void;
  /** Accessible names of the two thumbs. */
  thumbLabels: [string, string];
  /** Human text for a value, read by screen readers. */
  formatValue?: (value: number) => string;
  className?: string;
}

/** Two-handle slider that works with touch, mouse and keyboard (arrows, Page Up/Down, Home/End). */
export function RangeSlider({
  min,
  max,
  step,
  value,
  onValueChange,
  thumbLabels,
  formatValue,
  className,
}: RangeSliderProps) {
  return (
    <SliderPrimitive.Root
      min={min}
      max={max}
      step={step}
      value={value}
      minStepsBetweenThumbs={0}
      onValueChange={(v) => onValueChange([v[0], v[1]])}
      className={cn('relative flex h-11 w-full touch-none select-none items-center', className)}
    >
      <SliderPrimitive.Track className="relative h-2 grow overflow-hidden rounded-full bg-stone-200">
        <SliderPrimitive.Range className="absolute h-full bg-gradient-to-r from-green-600 via-orange-500 to-red-700" />
      </SliderPrimitive.Track>
      {thumbLabels.map((label, i) => (
        <SliderPrimitive.Thumb
          key={label}
          aria-label={label}
          aria-valuetext={formatValue ? formatValue(value[i]) : undefined}
          className="block h-7 w-7 rounded-full border-2 border-chili-700 bg-white shadow focus-visible:outline focus-visible:outline-4 focus-visible:outline-chili-700/40"
        />
      ))}
    </SliderPrimitive.Root>
  );
}
