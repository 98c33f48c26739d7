import '../../styles.css';
import { PAIRING_CATEGORIES } from '@pepper/content/guides/pairing';
import { PageFrame, Section } from '@pepper/ui';

export default function PairingScreen() {
  return (
    <PageFrame
      area="Guides"
      title="Pairing Guide"
      subtitle="Drinks and dishes for every pepper"
      description="Beer, wine and food pairings for chili peppers, and why they work."
    >
      {PAIRING_CATEGORIES.map((c) => (
        <Section key={c.title} title={c.title} intro={c.intro}>
          <ul className="grid gap-2">
            {c.pairings.map((p) => (
              <li
                key={`${p.pepper}-${p.pairing}`}
                className="grid gap-1 rounded-2xl border border-stone-200 bg-white p-3 shadow-sm"
              >
                <p className="text-xs font-semibold uppercase tracking-wide text-chili-800">{p.pepper}</p>
                <p className="text-base font-bold text-ink">{p.pairing}</p>
                <p className="text-sm leading-relaxed text-ink-soft">{p.reason}</p>
              </li>
            ))}
          </ul>
        </Section>
      ))}
    </PageFrame>
  );
}
