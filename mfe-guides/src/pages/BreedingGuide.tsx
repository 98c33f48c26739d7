import '../styles.css';
import { BreedingScreen } from '../features/breeding/BreedingScreen';

/** /breeding: methods, process, genetics and ethics. */
export default function BreedingGuide() {
  return <BreedingScreen />;
}
