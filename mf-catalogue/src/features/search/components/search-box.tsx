import { CloseOutlined, HistoryOutlined, SearchOutlined, ShopOutlined } from '@ant-design/icons';
import { routes, type SearchBoxProps } from '@storefront/contract';
import { searchedValuesAtom } from '@storefront/platform';
import { theme } from 'antd';
import { useAtom } from 'jotai';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useT } from '../../../i18n';
import { useSuggestions } from '../api/get-suggestions';
import { readableRecent, withRecent } from '../utils/recent-searches';

/** §9: typing is debounced 500 ms; the suggestion list is at most 400 px high. */
export const SEARCH_DEBOUNCE_MS = 500;
const LIST_MAX_HEIGHT = 400;

type Option = { kind: 'recent' | 'item'; label: string } | { kind: 'store'; label: string; storeId: string | number };

function useDebounced(value: string, ms: number) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** The submitted term of the page's URL, shown in the box after a reload or a shared link. */
function termOf(search: string) {
  const params = new URLSearchParams(search);
  return params.get('data_type') === 'searched' ? (params.get('search') ?? '') : '';
}

/**
 * The navbar's search (spec: discovery-and-modules §2 Search box, §4 Search): an ARIA
 * combobox whose list shows the recent searches while empty and item and store names
 * for the debounced text; arrows move, Enter chooses or submits, Escape closes.
 */
export function SearchBox({ initialText, autoFocus, onDone }: SearchBoxProps) {
  const t = useT();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const location = useLocation();
  const [text, setText] = useState(() => initialText ?? termOf(location.search));
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [stored, setStored] = useAtom(searchedValuesAtom);
  const recent = readableRecent(stored);
  const debounced = useDebounced(text, SEARCH_DEBOUNCE_MS);
  const suggestions = useSuggestions(debounced);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;

  // back, forward or a link to other results show their term
  const urlTerm = termOf(location.search);
  const [shownTerm, setShownTerm] = useState(urlTerm);
  if (urlTerm !== shownTerm) {
    setShownTerm(urlTerm);
    if (urlTerm) setText(urlTerm);
  }

  useEffect(() => {
    if (!autoFocus) return;
    const input = inputRef.current;
    input?.focus();
    // focusing opens the list (onFocus)
    input?.setSelectionRange(input.value.length, input.value.length);
  }, [autoFocus]);

  const showRecent = text.trim() === '';
  const loading = !showRecent && (debounced !== text || suggestions.isLoading);
  const options: Option[] = showRecent
    ? recent.map((label) => ({ kind: 'recent', label }))
    : loading
      ? []
      : [
          ...(suggestions.data?.items ?? []).map((item): Option => ({ kind: 'item', label: item.name })),
          ...(suggestions.data?.stores ?? []).map((store): Option => ({
            kind: 'store',
            label: store.name,
            storeId: store.slug || store.id,
          })),
        ];
  const expanded = open && (options.length > 0 || loading);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const submit = (term: string) => {
    const clean = term.trim();
    close();
    if (!clean) {
      // an empty submit clears the search
      setText('');
      if (termOf(location.search)) navigate(routes.home());
      return;
    }
    setText(clean);
    setStored(withRecent(recent, clean));
    navigate(routes.searchResults({ term: clean }));
    inputRef.current?.blur();
    onDone?.();
  };
  const choose = (option: Option) => {
    if (option.kind === 'store') {
      close();
      navigate(routes.store({ id: option.storeId }));
      onDone?.();
      return;
    }
    submit(option.label);
  };
  const remove = (term: string) => {
    setStored(recent.filter((value) => value !== term));
    setActive(-1);
    inputRef.current?.focus();
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const last = options.length - 1;
      // the active option wraps around at both ends
      if (event.key === 'ArrowDown') setActive((current) => (current >= last ? 0 : current + 1));
      else setActive((current) => (current <= 0 ? last : current - 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = expanded && active >= 0 ? options[active] : undefined;
      if (option) choose(option);
      else submit(text);
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        close();
      } else onDone?.();
    }
  };

  const optionStyle = (index: number): React.CSSProperties => ({
    display: 'flex',
    alignItems: 'center',
    gap: 8,
    flex: 1,
    minWidth: 0,
    padding: '8px 12px',
    cursor: 'pointer',
    background: index === active ? token.controlItemBgActive : undefined,
  });

  return (
    <div style={{ position: 'relative', width: '100%' }}>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          submit(text);
        }}
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 6,
          height: 36,
          paddingInline: 10,
          border: `1px solid ${token.colorBorder}`,
          borderRadius: 18,
          background: token.colorBgContainer,
        }}
      >
        <SearchOutlined aria-hidden style={{ color: token.colorTextSecondary }} />
        <input
          ref={inputRef}
          type="search"
          role="combobox"
          aria-label={t('Search items or stores')}
          placeholder={t('Search items or stores')}
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          value={text}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={100}
          onChange={(event) => {
            setText(event.target.value);
            setActive(-1);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => close()}
          onKeyDown={onKeyDown}
          style={{ flex: 1, minWidth: 0, border: 0, outline: 'none', background: 'transparent', color: token.colorText, font: 'inherit' }}
        />
      </form>
      <ul
        id={listId}
        role="listbox"
        aria-label={showRecent ? t('Recent searches') : t('Search suggestions')}
        hidden={!expanded}
        // a press inside the list must not blur the input before the click lands
        onMouseDown={(event) => event.preventDefault()}
        style={{
          position: 'absolute',
          insetInlineStart: 0,
          insetInlineEnd: 0,
          top: 'calc(100% + 4px)',
          zIndex: 1050,
          margin: 0,
          padding: '4px 0',
          listStyle: 'none',
          maxHeight: LIST_MAX_HEIGHT,
          overflowY: 'auto',
          background: token.colorBgElevated,
          color: token.colorText,
          borderRadius: token.borderRadiusLG,
          boxShadow: token.boxShadowSecondary,
          lineHeight: 1.5,
        }}
      >
        {loading ? (
          <li role="presentation" aria-live="polite" style={{ padding: '8px 12px', color: token.colorTextSecondary }}>
            {t('Search suggestions are loading...')}
          </li>
        ) : null}
        {options.map((option, index) => (
          <li key={`${option.kind}-${option.label}-${index}`} role="presentation" style={{ display: 'flex', alignItems: 'center' }}>
            <div
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              onClick={() => choose(option)}
              onMouseEnter={() => setActive(index)}
              style={optionStyle(index)}
            >
              {option.kind === 'recent' ? (
                <HistoryOutlined aria-hidden />
              ) : option.kind === 'store' ? (
                <ShopOutlined aria-hidden />
              ) : (
                <SearchOutlined aria-hidden />
              )}
              <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{option.label}</span>
            </div>
            {option.kind === 'recent' ? (
              <button
                type="button"
                tabIndex={-1}
                aria-label={t('Remove {term} from recent searches', { term: option.label })}
                onClick={() => remove(option.label)}
                style={{ border: 0, background: 'transparent', cursor: 'pointer', padding: '8px 12px', color: token.colorTextSecondary }}
              >
                <CloseOutlined aria-hidden />
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
