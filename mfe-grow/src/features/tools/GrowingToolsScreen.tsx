import { resolveToolTab, TOOL_TABS, type ToolTab } from '@pepper/domain';
import { useNavigate, useParams } from '@pepper/router';
import { PageFrame, Tabs, TabsContent, TabsList, TabsTrigger } from '@pepper/ui';
import { CalendarTool } from './CalendarTool';
import { FertilizerTool } from './FertilizerTool';
import { SpacingTool } from './SpacingTool';
import { WeatherTool } from './weather/WeatherTool';
import { YieldTool } from './YieldTool';

const LABELS: Record<ToolTab, string> = {
  calendar: 'Calendar',
  spacing: 'Spacing',
  yield: 'Yield',
  weather: 'Weather',
  fertilizer: 'Fertilizer',
};

/** /tools and /tools/:tool: any other value shows the calendar. */
export function GrowingToolsScreen() {
  const { tool } = useParams();
  const navigate = useNavigate();
  const tab = resolveToolTab(tool);
  return (
    <PageFrame
      area="Grow"
      title="Growing Tools"
      subtitle="Plan, space, estimate and feed"
      description="Pepper growing tools: planting calendar, spacing, yield estimate, weather and fertilizer."
    >
      <Tabs value={tab} onValueChange={(value) => navigate(`/tools/${value}`, { replace: true })}>
        <TabsList aria-label="Growing tools">
          {TOOL_TABS.map((t) => (
            <TabsTrigger key={t} value={t}>
              {LABELS[t]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="calendar" className="grid gap-3">
          <CalendarTool />
        </TabsContent>
        <TabsContent value="spacing" className="grid gap-3">
          <SpacingTool />
        </TabsContent>
        <TabsContent value="yield" className="grid gap-3">
          <YieldTool />
        </TabsContent>
        <TabsContent value="weather" className="grid gap-3">
          <WeatherTool />
        </TabsContent>
        <TabsContent value="fertilizer" className="grid gap-3">
          <FertilizerTool />
        </TabsContent>
      </Tabs>
    </PageFrame>
  );
}
