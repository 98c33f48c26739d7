import '../../styles.css';
import { useNavigate, useParams } from '@pepper/router';
import { PageFrame, SectionTab, SectionTabs } from '@pepper/ui';
import { CalendarTool } from './CalendarTool';
import { FertilizerTool } from './FertilizerTool';
import { SpacingTool } from './SpacingTool';
import { resolveToolTab, toolPath } from './tool-tabs';
import { WeatherTool } from './weather/WeatherTool';
import { YieldTool } from './YieldTool';

const TOOLS = [
  { value: 'calendar', title: 'Calendar', Tool: CalendarTool },
  { value: 'spacing', title: 'Spacing', Tool: SpacingTool },
  { value: 'yield', title: 'Yield', Tool: YieldTool },
  { value: 'weather', title: 'Weather', Tool: WeatherTool },
  { value: 'fertilizer', title: 'Fertilizer', Tool: FertilizerTool },
];

/** /tools and /tools/:tool: any other value shows the calendar. */
export default function GrowingToolsScreen() {
  const { tool } = useParams();
  const navigate = useNavigate();
  const tab = resolveToolTab(tool);
  return (
    <PageFrame area="Grow" title="Growing Tools" subtitle="Plan, space, estimate and feed">
      <SectionTabs
        label="Growing tools"
        value={tab}
        onValueChange={(value) => navigate(toolPath(resolveToolTab(value)), { replace: true })}
        linkTo={(value) => toolPath(resolveToolTab(value))}
      >
        {TOOLS.map(({ value, title, Tool }) => (
          <SectionTab key={value} value={value} title={title} className="grid gap-3">
            <Tool />
          </SectionTab>
        ))}
      </SectionTabs>
    </PageFrame>
  );
}
