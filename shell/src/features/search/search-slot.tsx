import { SearchOutlined } from '@ant-design/icons';
import { RemoteMount } from '@storefront/platform';
import { theme } from 'antd';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../../i18n';

/** The submitted term of the page's URL, so a reload shows it before the search box loads. */
function termOf(search: string) {
  const params = new URLSearchParams(search);
  return params.get('data_type') === 'searched' ? (params.get('search') ?? '') : '';
}

/**
 * The navbar's search (mf_catalogue/SearchBox). The first view holds only this plain
 * input: the box's code loads when the visitor reaches for it (pointer over, focus,
 * a key), then takes over with what was typed meanwhile and the focus.
 */
export function SearchSlot({ autoFocus = false, onDone }: { autoFocus?: boolean; onDone?: () => void }) {
  const t = useT();
  const { token } = theme.useToken();
  const location = useLocation();
  const [draft, setDraft] = useState<string | null>(autoFocus ? termOf(location.search) : null);
  const [focused, setFocused] = useState(autoFocus);
  const value = draft ?? termOf(location.search);
  const want = () => setDraft((current) => current ?? termOf(location.search));

  // the same size and outline as the box that replaces it, so nothing moves when it loads
  const placeholder = (
    <div
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
        type="search"
        aria-label={t('Search items or stores')}
        placeholder={t('Search items or stores')}
        autoFocus={focused}
        value={value}
        onPointerEnter={want}
        onFocus={() => {
          setFocused(true);
          want();
        }}
        onBlur={() => setFocused(false)}
        onKeyDown={want}
        onChange={(event) => setDraft(event.target.value)}
        style={{ flex: 1, minWidth: 0, border: 0, outline: 'none', background: 'transparent', color: token.colorText, font: 'inherit' }}
      />
    </div>
  );

  if (draft === null) return placeholder;
  return (
    <RemoteMount
      remote="mf_catalogue"
      expose="./SearchBox"
      compact
      loading={placeholder}
      props={{ initialText: draft, autoFocus: focused, onDone }}
    />
  );
}
