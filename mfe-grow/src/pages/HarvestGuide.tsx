import '../styles.css';
import { HarvestGuideScreen } from '../features/harvest/HarvestGuideScreen';

export default function HarvestGuide() {
  return <HarvestGuideScreen />;
}
