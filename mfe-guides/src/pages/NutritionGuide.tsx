import '../styles.css';
import { NutritionScreen } from '../features/nutrition/NutritionScreen';

/** /nutrition: nutrients per 100 g with daily-value bars. */
export default function NutritionGuide() {
  return <NutritionScreen />;
}
