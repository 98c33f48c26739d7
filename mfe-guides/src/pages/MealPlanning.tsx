import '../styles.css';
import { MealPlanningScreen } from '../features/meal-planning/MealPlanningScreen';

/** /meal-planning: weekly plan, prep tips and shopping list. */
export default function MealPlanning() {
  return <MealPlanningScreen />;
}
