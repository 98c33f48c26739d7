import '../styles.css';
import { GrowCenterScreen } from '../features/grow-center/GrowCenterScreen';

export default function GrowCenter() {
  return <GrowCenterScreen />;
}
