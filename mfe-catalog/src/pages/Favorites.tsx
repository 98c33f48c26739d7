import '../styles.css';
import { FavoritesScreen } from '../features/favorites/FavoritesScreen';

/** /favorites */
export default function Favorites() {
  return <FavoritesScreen />;
}
