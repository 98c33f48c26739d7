import '../styles.css';
import { PremiumScreen } from '../features/premium/PremiumScreen';

export default function PremiumPage() {
  return <PremiumScreen />;
}
