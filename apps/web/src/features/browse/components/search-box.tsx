import { useRef, useState } from 'react';
import { Combobox, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useNavigate } from 'react-router';
import { SEARCH_SUGGESTIONS_LIMIT } from '@jaunt/contract';
import { useSuggestions } from '../api/get-suggestions.ts';
import { logSearch } from '../api/post-search-log.ts';
import { useTypedBeforeHydration } from '../../../lib/use-hydrated.ts';
import { useCurrentMarketCode } from '../lib/use-current-market.ts';

const TYPE_LABEL = { product: 'Experience', category: 'Category', city: 'Location' } as const;

/** Navbar search: suggestions as you type (debounced 200 ms); Enter searches the market. */
export default function SearchBox() {
  const market = useCurrentMarketCode();
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [debounced] = useDebouncedValue(value.trim(), 200);
  const suggestions = useSuggestions(debounced, market);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const input = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(input, (typed, focused) => {
    setValue(typed);
    if (focused) combobox.openDropdown();
  });
  const options = (suggestions.data ?? []).slice(0, SEARCH_SUGGESTIONS_LIMIT);

  const search = () => {
    const q = value.trim();
    if (!q) return;
    logSearch(q, market);
    combobox.closeDropdown();
    void navigate(`/${market}/search/${encodeURIComponent(q)}`);
  };

  return (
    <form
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        search();
      }}
    >
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
            ref={input}
            type="search"
            placeholder="Search activities"
            aria-label="Search activities"
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
    </form>
  );
}
