import '../styles.css';
import { CollectionScreen } from '../features/collections/CollectionScreen';

/** /collections and /collections/:collection (superhots by default). */
export default function Collection() {
  return <CollectionScreen />;
}
