import '../styles.css';
import { PreservationScreen } from '../features/preservation/PreservationScreen';

/** /guides/preservation: drying, freezing and pickling, with storage, safety and help. */
export default function PreservationGuide() {
  return <PreservationScreen />;
}
