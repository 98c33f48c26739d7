import '../styles.css';
import { PairingScreen } from '../features/pairing/PairingScreen';

/** /pairing: beer, wine and food pairings. */
export default function PairingGuide() {
  return <PairingScreen />;
}
