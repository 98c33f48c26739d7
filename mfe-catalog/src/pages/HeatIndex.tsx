import '../styles.css';
import { HeatIndexScreen } from '../features/heat-index/HeatIndexScreen';

/** /scoville: the Scoville heat index. */
export default function HeatIndex() {
  return <HeatIndexScreen />;
}
