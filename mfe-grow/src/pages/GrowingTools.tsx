import '../styles.css';
import { GrowingToolsScreen } from '../features/tools/GrowingToolsScreen';

export default function GrowingTools() {
  return <GrowingToolsScreen />;
}
