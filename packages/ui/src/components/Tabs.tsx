import * as TabsPrimitive from '@radix-ui/react-tabs';
import {
  Children,
  forwardRef,
  isValidElement,
  type ComponentPropsWithoutRef,
  type ElementRef,
  type ElementType,
  type ReactElement,
  type ReactNode,
} from 'react';
import { Link } from '@pepper/router';
import { cn } from '../cn';
import { useTabInAddress } from '../hooks/useTabInAddress';

export const Tabs = TabsPrimitive.Root;

/** A part of the Radix tabs with its look; a caller's `className` adds to it. */
function styledPart<
  Part extends typeof TabsPrimitive.List | typeof TabsPrimitive.Trigger | typeof TabsPrimitive.Content,
>(Part: Part, name: string, ...looks: string[]) {
  const Styled = forwardRef<ElementRef<Part>, ComponentPropsWithoutRef<Part>>(
    ({ className, ...props }, ref) => {
      const Element = Part as ElementType;
      return <Element ref={ref} className={cn(...looks, className)} {...props} />;
    },
  );
  Styled.displayName = name;
  return Styled;
}

// A row of tabs scrolls sideways when it is wider than the phone: wrapping left a lone tab on a second
// line, which read as a row of its own. Tabs share the width while they fit.
export const TabsList = styledPart(
  TabsPrimitive.List,
  'TabsList',
  'flex w-full gap-1 overflow-x-auto overscroll-x-contain rounded-xl bg-stone-100 p-1 [scrollbar-width:none]',
);

export const TabsTrigger = styledPart(
  TabsPrimitive.Trigger,
  'TabsTrigger',
  'min-h-touch flex-1 shrink-0 whitespace-nowrap rounded-lg px-2 text-sm font-semibold text-ink-soft',
  'data-[state=active]:bg-white data-[state=active]:text-chili-800 data-[state=active]:shadow-sm',
);

// A hidden panel stays hidden whatever layout a caller gives the panels ('grid' would otherwise show it, empty,
// and stack its margin above the open one).
export const TabsContent = styledPart(
  TabsPrimitive.Content,
  'TabsContent',
  'mt-4 focus-visible:outline-none data-[state=inactive]:hidden',
);

export interface SectionTabProps {
  /** The tab's key, also its value in the address when the open tab is kept there. */
  value: string;
  /** The tab's name in the row of tabs. */
  title: ReactNode;
  className?: string;
  children: ReactNode;
}

/** One section of a `SectionTabs`: its tab's name stands beside its content, so the two cannot drift apart. */
export function SectionTab({ value, className, children }: SectionTabProps) {
  return (
    <TabsContent value={value} className={className}>
      {children}
    </TabsContent>
  );
}

export interface SectionTabsProps {
  /** The accessible name of the row of tabs. */
  label: string;
  /** The open tab when the caller keeps it (e.g. in the address); otherwise the first tab opens. */
  value?: string;
  onValueChange?: (value: string) => void;
  /**
   * The address each tab opens, where the open tab is kept in the address: each tab is then a link to it, which
   * works before the page's code runs and without it.
   */
  linkTo?: (value: string) => string;
  /** The open tab is in the address as `?tab=` (the first tab at the plain address), and each tab links to it. */
  inAddress?: boolean;
  children: ReactNode;
}

function sectionTabs(children: ReactNode) {
  return Children.toArray(children).filter(
    (child): child is ReactElement<SectionTabProps> => isValidElement(child) && child.type === SectionTab,
  );
}

/** A page's sections as tabs: the row of tabs is made from the `SectionTab` children, in their order. */
export function SectionTabs({ inAddress = false, ...props }: SectionTabsProps) {
  return inAddress ? <SectionTabsInAddress {...props} /> : <SectionTabRow {...props} />;
}

function SectionTabsInAddress(props: Omit<SectionTabsProps, 'inAddress'>) {
  const [tab, show, linkTo] = useTabInAddress(sectionTabs(props.children).map((t) => t.props.value));
  return <SectionTabRow {...props} value={tab} onValueChange={show} linkTo={linkTo} />;
}

function SectionTabRow({
  label,
  value,
  onValueChange,
  linkTo,
  children,
}: Omit<SectionTabsProps, 'inAddress'>) {
  const tabs = sectionTabs(children);
  const first = tabs[0]?.props.value;
  return (
    <Tabs {...(value === undefined ? { defaultValue: first } : { value })} onValueChange={onValueChange}>
      <TabsList aria-label={label}>
        {tabs.map(({ props: tab }) =>
          linkTo ? (
            <TabLink key={tab.value} value={tab.value} to={linkTo(tab.value)}>
              {tab.title}
            </TabLink>
          ) : (
            <TabsTrigger key={tab.value} value={tab.value}>
              {tab.title}
            </TabsTrigger>
          ),
        )}
      </TabsList>
      {children}
    </Tabs>
  );
}

/**
 * A tab that is a link to its own address (`?tab=`), so choosing it works before and without the page's code;
 * with the code it opens at once, and the address follows. Put it in a `TabsList` of tabs whose value the page
 * reads from the address.
 */
export function TabLink({ value, to, children }: { value: string; to: string; children: ReactNode }) {
  return (
    <TabsTrigger value={value} asChild>
      <Link to={to} replace preventScrollReset className="inline-flex items-center justify-center">
        {children}
      </Link>
    </TabsTrigger>
  );
}
