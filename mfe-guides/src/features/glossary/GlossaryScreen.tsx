import '../../styles.css';
import { Badge, EmptyState, PageFrame, Tabs, TabsContent, TabsList, TabsTrigger } from '@pepper/ui';
import { Search, SearchX } from 'lucide-react';
import { useState } from 'react';
import { filterTerms } from './filter-terms';
import {
  GLOSSARY_CATEGORIES,
  GLOSSARY_TERMS,
  type GlossaryCategory,
  type GlossaryTerm,
} from '@pepper/content/guides/glossary';

type Tab = GlossaryCategory | 'all';
const TABS: Tab[] = ['all', ...GLOSSARY_CATEGORIES];
const tabLabel = (tab: Tab) => (tab === 'all' ? 'All' : tab[0].toUpperCase() + tab.slice(1));

function TermList({ terms }: { terms: GlossaryTerm[] }) {
  if (terms.length === 0) {
    return (
      <EmptyState
        icon={SearchX}
        title="No Terms Found"
        description="Try another word, or look in All categories."
      />
    );
  }
  return (
    <ul className="grid gap-3" aria-label="Terms">
      {terms.map((t) => (
        <li key={t.term}>
          <article className="grid gap-2 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="text-base font-bold text-ink">{t.term}</h3>
              <Badge className="bg-chili-50 capitalize text-chili-800">{t.category}</Badge>
            </div>
            <p className="text-sm leading-relaxed text-ink">{t.definition}</p>
            <p className="border-l-4 border-chili-100 pl-3 text-sm italic leading-relaxed text-ink-soft">
              {t.example}
            </p>
          </article>
        </li>
      ))}
    </ul>
  );
}

export default function GlossaryScreen() {
  const [query, setQuery] = useState('');
  const [tab, setTab] = useState<Tab>('all');
  const terms = filterTerms(GLOSSARY_TERMS, query, tab);

  return (
    <PageFrame
      area="Guides"
      title="Glossary"
      subtitle="20 pepper terms, explained"
      description="Pepper terms from anatomy to species, explained in plain words."
    >
      <label className="relative block">
        <span className="sr-only">Search terms</span>
        <Search
          aria-hidden
          className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-ink-soft"
        />
        <input
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder="Search terms and definitions"
          className="min-h-touch w-full rounded-xl border border-stone-300 bg-white pl-9 pr-3 text-base text-ink"
        />
      </label>
      <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)}>
        <TabsList aria-label="Categories">
          {TABS.map((t) => (
            <TabsTrigger key={t} value={t} className="flex-none">
              {tabLabel(t)}
            </TabsTrigger>
          ))}
        </TabsList>
        <p className="mt-3 text-sm text-ink-soft" aria-live="polite">
          {terms.length} {terms.length === 1 ? 'term' : 'terms'}
        </p>
        {TABS.map((t) => (
          <TabsContent key={t} value={t} className="mt-2">
            <TermList terms={terms} />
          </TabsContent>
        ))}
      </Tabs>
    </PageFrame>
  );
}
