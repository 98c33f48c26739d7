import '../styles.css';
import { PremiumScreen } from './PremiumScreen';

export default function PremiumPage() {
  return <PremiumScreen />;
}
