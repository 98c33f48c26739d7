import '../styles.css';
import { PestGuideScreen } from '../features/pests/PestGuideScreen';

export default function PestGuide() {
  return <PestGuideScreen />;
}
