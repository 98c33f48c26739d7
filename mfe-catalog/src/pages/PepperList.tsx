import '../styles.css';
import { PepperListScreen } from '../features/peppers/PepperListScreen';

/** /peppers: the searchable database. */
export default function PepperList() {
  return <PepperListScreen />;
}
