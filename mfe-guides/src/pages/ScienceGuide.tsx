import '../styles.css';
import { ScienceScreen } from '../features/science/ScienceScreen';

/** /science: taxonomy, species, genetics and research. */
export default function ScienceGuide() {
  return <ScienceScreen />;
}
