import '../styles.css';
import { RecipeListScreen } from '../features/recipes/RecipeListScreen';

/** /recipes: the Recipe Vault. */
export default function RecipeList() {
  return <RecipeListScreen />;
}
