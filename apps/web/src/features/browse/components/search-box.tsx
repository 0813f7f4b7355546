import { useEffect, useState } from 'react';
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
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const options = (suggestions.data ?? []).slice(0, SEARCH_SUGGESTIONS_LIMIT);
  // Typing began in the plain field: show the suggestions for it at once.
  useEffect(() => {
    if (handover?.focused && handover.value) combobox.openDropdown();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on taking over
  }, []);

  const search = () => {
    if (runSearch(value)) combobox.closeDropdown();
  };

  return (
    <SearchForm onSearch={search}>
      <Combobox
        store={combobox}
        withinPortal
        onOptionSubmit={(url) => {
          combobox.closeDropdown();
          setValue('');
          void navigate(url);
        }}
      >
        <Combobox.Target>
          <TextInput
            {...searchFieldProps}
            value={value}
            onChange={(e) => {
              setValue(e.currentTarget.value);
              combobox.openDropdown();
              combobox.resetSelectedOption();
            }}
            onFocus={() => combobox.openDropdown()}
            onBlur={() => combobox.closeDropdown()}
            onKeyDown={(e) => {
              // Enter without a highlighted suggestion runs a full search.
              if (e.key === 'Enter' && combobox.getSelectedOptionIndex() < 0) {
                e.preventDefault();
                search();
              }
            }}
          />
        </Combobox.Target>
        <Combobox.Dropdown hidden={!debounced || options.length === 0}>
          <Combobox.Options aria-label="Suggestions">
            {options.map((s) => (
              <Combobox.Option key={`${s.type}:${s.url}`} value={s.url}>
                {s.label}{' '}
                <span style={{ opacity: 0.75, fontSize: 12 }}>· {TYPE_LABEL[s.type]}</span>
              </Combobox.Option>
            ))}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
    </SearchForm>
  );
}
