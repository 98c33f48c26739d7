import '../styles.css';
import { IdentifyScreen } from '../features/identify/IdentifyScreen';

/** /identify */
export default function IdentifyPage() {
  return <IdentifyScreen />;
}
