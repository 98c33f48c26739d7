import '../styles.css';
import { IdentifyHistoryScreen } from '../features/identify/IdentifyHistoryScreen';

/** /identify/history */
export default function IdentifyHistoryPage() {
  return <IdentifyHistoryScreen />;
}
