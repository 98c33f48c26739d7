import '../styles.css';
import { PepperDetailScreen } from '../features/pepper-detail/PepperDetailScreen';

/** /peppers/:id */
export default function PepperDetail() {
  return <PepperDetailScreen />;
}
