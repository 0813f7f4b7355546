import { TextInput, type TextInputProps } from '@mantine/core';
import { useRef, type FormEvent, type ReactNode } from 'react';
import { useMatch, useNavigate } from 'react-router';
import { SEARCH_TEXT_MAX } from '@jaunt/contract/search-limits';
import { logSearch } from '../api/post-search-log.ts';
import { useCurrentMarketCode } from '../../../lib/current-market.ts';
import { useMarketSegment } from '../../../lib/markets.ts';

/** Runs a full search of the market for `text` (logged), if there is any. */
export function useRunSearch() {
  const market = useCurrentMarketCode();
  const segment = useMarketSegment()(market);
  const navigate = useNavigate();
  return (text: string) => {
    const q = text.trim();
    if (!q) return false;
    logSearch(q, market);
    void navigate(`/${segment}/search/${encodeURIComponent(q)}`);
    return true;
  };
}

/** The text of the search whose results are showing ('' on any other page). */
export function useSearchedText(): string {
  // The route's own pattern; React Router hands the parameter over decoded.
  return useMatch('/:market/search/:query')?.params.query ?? '';
}

/** The navbar's search form around `children` (the field); Enter runs `onSearch`. */
export function SearchForm({ onSearch, children }: { onSearch: () => void; children: ReactNode }) {
  return (
    <form
      role="search"
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        onSearch();
      }}
    >
      {children}
    </form>
  );
}

/** The field is a combobox (it offers a list of suggestions) of type search, in both forms. */
export const searchFieldProps = {
  type: 'search',
  role: 'combobox',
  'aria-autocomplete': 'list',
  placeholder: 'Search activities',
  'aria-label': 'Search activities',
  maxLength: SEARCH_TEXT_MAX,
} as const;

/**
 * The search field before the suggestions' code arrives (intentPart): it takes text, and Enter
 * searches the market. Its text goes over to the search box with suggestions.
 */
export function SearchField(props: TextInputProps) {
  const runSearch = useRunSearch();
  const field = useRef<HTMLInputElement>(null);
  const searched = useSearchedText();
  return (
    <SearchForm onSearch={() => runSearch(field.current?.value ?? '')}>
      {/* On a results page the field holds its search, to read or change (new field per search). */}
      <TextInput
        key={searched}
        ref={field}
        defaultValue={searched}
        {...searchFieldProps}
        aria-expanded={false}
        aria-haspopup="listbox"
        {...props}
      />
    </SearchForm>
  );
}
