import '../styles.css';
import { SafetyScreen } from '../features/safety/SafetyScreen';

/** /safety: protective gear, first aid and the risk table. */
export default function SafetyGuide() {
  return <SafetyScreen />;
}
