import '../styles.css';
import { HeatGuideScreen } from '../features/heat-guide/HeatGuideScreen';

/** /heat-guide: the Scoville heat scale explained. */
export default function HeatGuide() {
  return <HeatGuideScreen />;
}
