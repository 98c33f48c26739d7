import '../styles.css';
import { HistoryScreen } from '../features/history/HistoryScreen';

/** /history: timeline, cultural impact, trade routes and fun facts. */
export default function HistoryGuide() {
  return <HistoryScreen />;
}
