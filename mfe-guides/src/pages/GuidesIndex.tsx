import '../styles.css';
import { GuidesIndexScreen } from '../features/guides-index/GuidesIndexScreen';

/** /guides: the index of every guide. */
export default function GuidesIndex() {
  return <GuidesIndexScreen />;
}
