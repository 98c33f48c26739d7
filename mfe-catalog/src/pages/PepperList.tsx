import '../styles.css';
import { PageHeader } from '@pepper/ui';

export default function PepperList() {
  return (
    <div>
      <PageHeader title="Pepper Database" />
      <p className="text-emerald-700">catalog remote loaded</p>
    </div>
  );
}
