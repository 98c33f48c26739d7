import '../../styles.css';
import { ListSection } from '@pepper/ui';
import { BulletSection, TextCardSection } from '../../components/GuideSections';
import { CULTURAL_IMPACT, FUN_FACTS, TIMELINE, TRADE_ROUTES } from '@pepper/content/guides/history';
import { GuidePage } from '../../components/GuidePage';

export default function HistoryScreen() {
  return (
    <GuidePage title="Pepper History" subtitle="9,000 years of chili">
      <ListSection
        title="Timeline"
        items={TIMELINE}
        keyOf={(t) => t.date}
        ordered
        className="grid gap-3 border-l-2 border-chili-100 pl-4"
        itemClassName="relative"
      >
        {(t) => (
          <>
            <span aria-hidden className="absolute -left-[1.4rem] top-1.5 h-3 w-3 rounded-full bg-chili-700" />
            <p className="text-sm font-bold text-chili-800">{t.date}</p>
            <h3 className="text-base font-bold text-ink">{t.title}</h3>
            <p className="text-sm leading-relaxed text-ink">{t.text}</p>
          </>
        )}
      </ListSection>

      <TextCardSection title="Cultural impact" items={CULTURAL_IMPACT} titleOf={(c) => c.place} />

      <TextCardSection
        title="Trade routes"
        intro="How a plant of the Americas reached the rest of the world in the 16th century."
        items={TRADE_ROUTES}
        titleOf={(r) => r.route}
      />

      <BulletSection title="Fun facts" items={FUN_FACTS} />
    </GuidePage>
  );
}
