import '../styles.css';
import { RandomPepperScreen } from '../features/random/RandomPepperScreen';

/** /random */
export default function RandomPepper() {
  return <RandomPepperScreen />;
}
