import '../styles.css';
import { GrowCategoryScreen } from '../features/grow-category/GrowCategoryScreen';

export default function GrowCategory() {
  return <GrowCategoryScreen />;
}
