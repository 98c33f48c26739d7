import { searchHref } from '@pepper/domain';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from '@pepper/router';

/** Spec 01 §2: submit goes to /peppers?search={trimmed, URL-encoded}; blank text is ignored. */
export function SearchBox() {
  const [text, setText] = useState('');
  const navigate = useNavigate();
  return (
    <form
      role="search"
      className="relative"
      onSubmit={(e) => {
        e.preventDefault();
        const href = searchHref(text);
        if (href) navigate(href);
      }}
    >
      <label htmlFor="home-search" className="sr-only">
        Search peppers
      </label>
      <Search aria-hidden className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-ink-soft" />
      <input
        id="home-search"
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="Search peppers..."
        className="min-h-[48px] w-full rounded-2xl border border-stone-300 bg-white pl-10 pr-24 text-base text-ink shadow-sm placeholder:text-stone-500"
      />
      <button
        type="submit"
        className="absolute right-1 top-1/2 min-h-touch -translate-y-1/2 rounded-xl bg-chili-700 px-4 text-sm font-semibold text-white"
      >
        Search
      </button>
    </form>
  );
}
