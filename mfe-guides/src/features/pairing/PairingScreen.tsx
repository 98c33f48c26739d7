import '../../styles.css';
import { PAIRING_CATEGORIES } from '@pepper/content/guides/pairing';
import { ListSection } from '@pepper/ui';
import { GuidePage } from '../../components/GuidePage';

export default function PairingScreen() {
  return (
    <GuidePage title="Pairing Guide" subtitle="Drinks and dishes for every pepper">
      {PAIRING_CATEGORIES.map((c) => (
        <ListSection
          key={c.title}
          title={c.title}
          intro={c.intro}
          items={c.pairings}
          keyOf={(p) => `${p.pepper}-${p.pairing}`}
          className="grid gap-2"
          itemClassName="grid gap-1 rounded-2xl border border-stone-200 bg-white p-3 shadow-sm"
        >
          {(p) => (
            <>
              <p className="text-xs font-semibold uppercase tracking-wide text-chili-800">{p.pepper}</p>
              <p className="text-base font-bold text-ink">{p.pairing}</p>
              <p className="text-sm leading-relaxed text-ink-soft">{p.reason}</p>
            </>
          )}
        </ListSection>
      ))}
    </GuidePage>
  );
}
