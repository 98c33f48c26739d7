import '../styles.css';
import { GlossaryScreen } from '../features/glossary/GlossaryScreen';

/** /glossary: 20 pepper terms with search and category tabs. */
export default function Glossary() {
  return <GlossaryScreen />;
}
