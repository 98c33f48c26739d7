import '../styles.css';
import { SeedGuideScreen } from '../features/seeds/SeedGuideScreen';

export default function SeedGuide() {
  return <SeedGuideScreen />;
}
