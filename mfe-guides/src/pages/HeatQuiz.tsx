import '../styles.css';
import { HeatQuizScreen } from '../features/quiz/HeatQuizScreen';

/** /tools/heat-quiz and /heat-tolerance-quiz: the seven-question heat tolerance quiz. */
export default function HeatQuiz() {
  return <HeatQuizScreen />;
}
