import '../../styles.css';
import { useSearchParams } from '@pepper/router';
import {
  AddressForm,
  closeKeyboardOnSubmit,
  Badge,
  EmptyState,
  Input,
  SearchField,
  TabLink,
  Tabs,
  TabsContent,
  TabsList,
  useTabInAddress,
} from '@pepper/ui';
import { SearchX } from 'lucide-react';
import { filterTerms } from './filter-terms';
import {
  GLOSSARY_CATEGORIES,
  GLOSSARY_TERMS,
  type GlossaryCategory,
  type GlossaryTerm,
} from '@pepper/content/guides/glossary';
import { GuidePage } from '../../components/GuidePage';

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

/**
 * The search and the category tab are the address (`/glossary?search=seed&tab=anatomy`): the search is a form and
 * each tab a link, so the server renders the terms for the address and both work before and without the page's
 * code.
 */
export default function GlossaryScreen() {
  const [params, setParams] = useSearchParams();
  const query = params.get('search') ?? '';
  const [tab, showTab, tabAddress] = useTabInAddress(TABS);
  const setQuery = (text: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (text) next.set('search', text);
        else next.delete('search');
        return next;
      },
      { replace: true },
    );
  const terms = filterTerms(GLOSSARY_TERMS, query, tab);

  return (
    <GuidePage title="Glossary" subtitle="20 pepper terms, explained">
      {/* With the page's code the terms follow the typing, so sending the form only closes the keyboard. */}
      <AddressForm
        action="/glossary"
        role="search"
        aria-label="Search the glossary"
        onSubmit={closeKeyboardOnSubmit}
      >
        <SearchField>
          {(boxClassName) => (
            <Input
              type="search"
              name="search"
              aria-label="Search terms"
              placeholder="Search terms and definitions"
              autoComplete="off"
              enterKeyHint="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              className={boxClassName}
            />
          )}
        </SearchField>
        {tab === 'all' ? null : <input type="hidden" name="tab" value={tab} />}
      </AddressForm>
      <Tabs value={tab} onValueChange={showTab}>
        <TabsList aria-label="Categories">
          {TABS.map((t) => (
            <TabLink key={t} value={t} to={tabAddress(t)}>
              {tabLabel(t)}
            </TabLink>
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
    </GuidePage>
  );
}
