import '../styles.css';
import { SeedPacketScreen } from '../features/garden/seeds/SeedPacketScreen';

export default function SeedPacket() {
  return <SeedPacketScreen />;
}
