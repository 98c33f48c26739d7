import '../styles.css';
import { CookingScreen } from '../features/cooking/CookingScreen';

/** /cooking: the cooking and handling guide. */
export default function CookingGuide() {
  return <CookingScreen />;
}
