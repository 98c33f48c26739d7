import '../styles.css';
import { HeatCalculatorScreen } from '../features/heat-calc/HeatCalculatorScreen';

/** /tools/heat-calc: the blended-heat calculator. */
export default function HeatCalculator() {
  return <HeatCalculatorScreen />;
}
