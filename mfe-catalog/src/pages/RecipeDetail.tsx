import '../styles.css';
import { RecipeDetailScreen } from '../features/recipes/RecipeDetailScreen';

/** /recipes/:id */
export default function RecipeDetail() {
  return <RecipeDetailScreen />;
}
