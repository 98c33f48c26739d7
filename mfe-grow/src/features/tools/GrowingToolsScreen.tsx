import '../../styles.css';
import { useNavigate, useParams } from '@pepper/router';
import { PageFrame, SectionTab, SectionTabs } from '@pepper/ui';
import { CalendarTool } from './CalendarTool';
import { FertilizerTool } from './FertilizerTool';
import { SpacingTool } from './SpacingTool';
import { resolveToolTab } from './tool-tabs';
import { WeatherTool } from './weather/WeatherTool';
import { YieldTool } from './YieldTool';

/** /tools and /tools/:tool: any other value shows the calendar. */
export default function GrowingToolsScreen() {
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
      <SectionTabs
        label="Growing tools"
        value={tab}
        onValueChange={(value) => navigate(`/tools/${value}`, { replace: true })}
      >
        <SectionTab value="calendar" title="Calendar" className="grid gap-3">
          <CalendarTool />
        </SectionTab>
        <SectionTab value="spacing" title="Spacing" className="grid gap-3">
          <SpacingTool />
        </SectionTab>
        <SectionTab value="yield" title="Yield" className="grid gap-3">
          <YieldTool />
        </SectionTab>
        <SectionTab value="weather" title="Weather" className="grid gap-3">
          <WeatherTool />
        </SectionTab>
        <SectionTab value="fertilizer" title="Fertilizer" className="grid gap-3">
          <FertilizerTool />
        </SectionTab>
      </SectionTabs>
    </PageFrame>
  );
}
