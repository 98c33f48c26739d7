/** The tool tabs (fertilizer exists as a route; its content is the product's). */
const TOOL_TABS = ['calendar', 'spacing', 'yield', 'weather', 'fertilizer'] as const;
export type ToolTab = (typeof TOOL_TABS)[number];
const DEFAULT_TOOL_TAB: ToolTab = 'calendar';

/** The tab an address names; any other value opens the calendar. */
export function resolveToolTab(value: string | null | undefined): ToolTab {
  return (TOOL_TABS as readonly string[]).includes(value ?? '') ? (value as ToolTab) : DEFAULT_TOOL_TAB;
}

/** A tool's own address, where its form is sent and its answers are linked. */
export const toolPath = (tab: ToolTab) => `/tools/${tab}`;
