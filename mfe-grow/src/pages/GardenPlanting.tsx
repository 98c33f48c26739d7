import '../styles.css';
import { PlantingScreen } from '../features/garden/PlantingScreen';

export default function GardenPlanting() {
  return <PlantingScreen />;
}
