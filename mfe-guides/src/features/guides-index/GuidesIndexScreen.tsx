import '../../styles.css';
import { Link } from '@pepper/router';
import { ListSection } from '@pepper/ui';
import { ChevronRight } from 'lucide-react';
import { GUIDE_GROUPS, type GuideGroup } from './guides';
import { GuidePage } from '../../components/GuidePage';

/** A group of guides: a section with a line and a link for each. */
function GuideGroupSection({ group }: { group: GuideGroup }) {
  return (
    <ListSection
      title={group.title}
      items={group.guides}
      keyOf={(guide) => guide.to}
      aria-label={`${group.title} guides`}
      className="divide-y divide-stone-200 overflow-hidden rounded-2xl border border-stone-200 bg-white"
    >
      {(guide) => (
        <Link to={guide.to} className="flex min-h-[64px] items-center gap-3 px-4 py-3">
          <span className="min-w-0 flex-1">
            <span className="block text-base font-bold text-ink">{guide.title}</span>
            <span className="block text-sm text-ink-soft">{guide.line}</span>
          </span>
          <ChevronRight aria-hidden className="h-4 w-4 shrink-0 text-ink-soft" />
        </Link>
      )}
    </ListSection>
  );
}

/** /guides: every guide, grouped, a line each. */
export default function GuidesIndexScreen() {
  return (
    <GuidePage title="Guides" subtitle="Everything from seed to plate">
      {GUIDE_GROUPS.map((group) => (
        <GuideGroupSection key={group.title} group={group} />
      ))}
      <p className="text-sm text-ink-soft">
        A word you do not know? The{' '}
        <Link to="/glossary" className="font-semibold text-chili-800 underline">
          Glossary
        </Link>{' '}
        explains it.
      </p>
    </GuidePage>
  );
}
