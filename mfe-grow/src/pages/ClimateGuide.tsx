import '../styles.css';
import { ClimateScreen } from '../features/climate/ClimateScreen';

export default function ClimateGuide() {
  return <ClimateScreen />;
}
