import '../styles.css';
import { GardenScreen } from '../features/garden/GardenScreen';

export default function Garden() {
  return <GardenScreen />;
}
