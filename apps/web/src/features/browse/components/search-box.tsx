import { useState } from 'react';
import { Combobox, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useNavigate } from 'react-router';
import { SEARCH_SUGGESTIONS_LIMIT } from '@jaunt/contract';
import { useSuggestions } from '../api/get-suggestions.ts';
import type { Handover } from '../../../lib/intent-part.tsx';
import { useCurrentMarketCode } from '../../../lib/current-market.ts';
import { SearchForm, searchFieldProps, useRunSearch, useSearchedText } from './search-field.tsx';

const TYPE_LABEL = { product: 'Experience', category: 'Category', city: 'Location' } as const;

/**
 * Navbar search: suggestions as you type (debounced 200 ms); Enter searches the market. Takes
 * over from the plain field (SearchField) with what was typed there (`handover`).
 */
export default function SearchBox({ handover }: { handover?: Handover }) {
  const market = useCurrentMarketCode();
  const navigate = useNavigate();
  const runSearch = useRunSearch();
  const searched = useSearchedText();
  const [value, setValue] = useState(handover?.value ?? searched);
  // Another page: a results page shows its search in the box, any other page an empty box.
  const [shownFor, setShownFor] = useState(searched);
  if (shownFor !== searched) {
    setShownFor(searched);
    setValue(searched);
  }
  const [debounced] = useDebouncedValue(value.trim(), 200);
  const suggestions = useSuggestions(debounced, market);
  const options = (suggestions.data ?? []).slice(0, SEARCH_SUGGESTIONS_LIMIT);
  // Whether the visitor is at the box (focused, typing, or asked with an arrow key); typing
  // began in the plain field: its suggestions show at once. The list opens, and the box says
  // it is expanded, only while there are suggestions to show.
  const [wanted, setWanted] = useState(Boolean(handover?.focused && handover.value));
  const combobox = useCombobox({
    opened: wanted && Boolean(debounced) && options.length > 0,
    onOpenedChange: setWanted,
    onDropdownClose: () => combobox.resetSelectedOption(),
  });

  const search = () => {
    if (runSearch(value)) setWanted(false);
  };

  return (
    <SearchForm onSearch={search}>
      <Combobox
        store={combobox}
        // In the page's search landmark, where a screen reader looks for it.
        withinPortal={false}
        onOptionSubmit={(url) => {
          setWanted(false);
          setValue('');
          void navigate(url);
        }}
      >
        <Combobox.Target withExpandedAttribute>
          <TextInput
            {...searchFieldProps}
            value={value}
            onChange={(e) => {
              setValue(e.currentTarget.value);
              setWanted(true);
              combobox.resetSelectedOption();
            }}
            onFocus={() => setWanted(true)}
            onBlur={() => setWanted(false)}
            onKeyDown={(e) => {
              // Enter without a highlighted suggestion runs a full search.
              if (e.key === 'Enter' && combobox.getSelectedOptionIndex() < 0) {
                e.preventDefault();
                search();
              }
            }}
          />
        </Combobox.Target>
        <Combobox.Dropdown>
          <Combobox.Options aria-label="Suggestions">
            {options.map((s) => (
              <Combobox.Option key={`${s.type}:${s.url}`} value={s.url}>
                {s.label} <span style={{ fontSize: 12 }}>· {TYPE_LABEL[s.type]}</span>
              </Combobox.Option>
            ))}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
    </SearchForm>
  );
}
