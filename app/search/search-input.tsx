import { useId, type KeyboardEvent, type Ref } from 'react';
import { SearchIcon } from '../site/icons.tsx';
import { searchLabels } from './labels.ts';

export interface SearchInputProps {
  inputRef: Ref<HTMLInputElement>;
  /** The query shown; undefined leaves the field to the browser (the page before hydration). */
  value: string | undefined;
  onChange: (value: string) => void;
  onFocus?: () => void;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
}

/**
 * The label, field and submit button of both live search forms, the header's (search-field.tsx)
 * and the /search page's: one name for screen readers, one `q` the form submits without scripts.
 */
export function SearchInput({ inputRef, value, onChange, onFocus, onKeyDown }: SearchInputProps) {
  const inputId = useId();
  return (
    <>
      <label htmlFor={inputId} className="visually-hidden">
        {searchLabels.fieldLabel}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="search"
        name="q"
        className="site-search-input"
        autoComplete="off"
        placeholder={searchLabels.placeholder}
        value={value}
        onFocus={onFocus}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="site-search-button">
        <SearchIcon />
        <span className="visually-hidden">{searchLabels.submit}</span>
      </button>
    </>
  );
}
