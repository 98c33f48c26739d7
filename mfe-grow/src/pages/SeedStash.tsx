import '../styles.css';
import { SeedStashScreen } from '../features/garden/seeds/SeedStashScreen';

export default function SeedStash() {
  return <SeedStashScreen />;
}
