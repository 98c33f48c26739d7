import * as TabsPrimitive from '@radix-ui/react-tabs';
import { forwardRef, type ComponentPropsWithoutRef, type ElementRef } from 'react';
import { cn } from '../cn';

export const Tabs = TabsPrimitive.Root;

// Tabs wrap onto a second row rather than scroll, so every tab stays in sight on a phone.
export const TabsList = forwardRef<
  ElementRef<typeof TabsPrimitive.List>,
  ComponentPropsWithoutRef<typeof TabsPrimitive.List>
>(function TabsList({ className, ...props }, ref) {
  return (
    <TabsPrimitive.List
      ref={ref}
      className={cn('flex w-full flex-wrap gap-1 rounded-xl bg-stone-100 p-1', className)}
      {...props}
    />
  );
});

export const TabsTrigger = forwardRef<
  ElementRef<typeof TabsPrimitive.Trigger>,
  ComponentPropsWithoutRef<typeof TabsPrimitive.Trigger>
>(function TabsTrigger({ className, ...props }, ref) {
  return (
    <TabsPrimitive.Trigger
      ref={ref}
      className={cn(
        'min-h-touch flex-1 whitespace-nowrap rounded-lg px-3 text-sm font-semibold text-ink-soft',
        'data-[state=active]:bg-white data-[state=active]:text-chili-800 data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
});

export const TabsContent = forwardRef<
  ElementRef<typeof TabsPrimitive.Content>,
  ComponentPropsWithoutRef<typeof TabsPrimitive.Content>
>(function TabsContent({ className, ...props }, ref) {
  return (
    <TabsPrimitive.Content
      ref={ref}
      className={cn('mt-4 focus-visible:outline-none', className)}
      {...props}
    />
  );
});

/** The row of tabs for a set of sections, from their values and labels in order. */
export function TabBar({
  label,
  tabs,
  className,
}: {
  label: string;
  tabs: readonly (readonly [value: string, label: string])[];
  className?: string;
}) {
  return (
    <TabsList aria-label={label} className={className}>
      {tabs.map(([value, text]) => (
        <TabsTrigger key={value} value={value}>
          {text}
        </TabsTrigger>
      ))}
    </TabsList>
  );
}
