import '../../styles.css';
import { Link } from '@pepper/router';
import { PageFrame, Section } from '@pepper/ui';
import { ChevronRight } from 'lucide-react';
import { GUIDE_GROUPS } from './guides';

/** /guides: every guide, grouped, a line each. */
export default function GuidesIndexScreen() {
  return (
    <PageFrame
      area="Guides"
      title="Guides"
      subtitle="Everything from seed to plate"
      description="Every Pepper Atlas guide in one place: growing, cooking, preserving, safety, history and the science of heat."
    >
      {GUIDE_GROUPS.map((group) => (
        <Section key={group.title} title={group.title}>
          <ul
            aria-label={`${group.title} guides`}
            className="divide-y divide-stone-200 overflow-hidden rounded-2xl border border-stone-200 bg-white"
          >
            {group.guides.map((guide) => (
              <li key={guide.to}>
                <Link to={guide.to} className="flex min-h-[64px] items-center gap-3 px-4 py-3">
                  <span className="min-w-0 flex-1">
                    <span className="block text-base font-bold text-ink">{guide.title}</span>
                    <span className="block text-sm text-ink-soft">{guide.line}</span>
                  </span>
                  <ChevronRight aria-hidden className="h-4 w-4 shrink-0 text-ink-soft" />
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      ))}
      <p className="text-sm text-ink-soft">
        A word you do not know? The{' '}
        <Link to="/glossary" className="font-semibold text-chili-800 underline">
          Glossary
        </Link>{' '}
        explains it.
      </p>
    </PageFrame>
  );
}
