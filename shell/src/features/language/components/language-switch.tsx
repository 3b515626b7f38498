import { DownOutlined, TranslationOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import {
  countryAtom,
  DropdownOnIntent,
  isRtl,
  languageAtom,
  LANGUAGES,
  loadLanguage,
  settingsAtom,
  useFeedback,
  useLanguage,
} from '@storefront/platform';
import { useT } from '../../../i18n';
import { leavePendingNotice, reloadPage } from '../pending-notice';
import { useSetAtom } from 'jotai';

/** The country stored with each language (the spec stores both). */
const COUNTRY_OF_LANGUAGE: Record<string, string> = { en: 'US', ar: 'SA', tr: 'TR' };

/**
 * Language control (spec §4 Language): choose, confirm, then the language, its
 * country and the text direction are stored and the page reloads, so every
 * text, list and server message comes again in the new language. The reloaded
 * page says 'Language has been changed' in the new language, once
 * (a pending notice, shown by usePendingNotice). The menu loads on the first
 * intent to open it (DropdownOnIntent): the header is in every first view.
 */
export function LanguageSwitch() {
  const t = useT();
  const { modal } = useFeedback();
  const language = useLanguage();
  const setLanguage = useSetAtom(languageAtom);
  const setCountry = useSetAtom(countryAtom);
  const setSettings = useSetAtom(settingsAtom);
  const current = LANGUAGES.find((entry) => entry.code === language) ?? LANGUAGES[0];

  const apply = async (code: string) => {
    // the new language's texts first (the dialog's button spins meanwhile): the moment before the reload shows the
    // page in the new language, not half English, and the reloaded page finds them in the browser's cache
    await loadLanguage(code).catch(() => undefined);
    setLanguage(code);
    setCountry(COUNTRY_OF_LANGUAGE[code] ?? null);
    setSettings({ direction: isRtl(code) ? 'rtl' : 'ltr' });
    leavePendingNotice('Language has been changed');
    reloadPage();
  };

  const choose = (code: string) => {
    if (code === language) return;
    const name = LANGUAGES.find((entry) => entry.code === code)?.name ?? code;
    modal.confirm({
      title: t('Change the language?'),
      content: t('The site will be shown in {language}.', { language: name }),
      okText: t('Change'),
      cancelText: t('Cancel'),
      onOk: () => apply(code),
    });
  };

  return (
    <DropdownOnIntent
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [current.code],
        items: LANGUAGES.map((entry) => ({ key: entry.code, label: <span lang={entry.code}>{entry.name}</span> })),
        onClick: ({ key }) => choose(key),
      }}
    >
      <Button type="text" icon={<TranslationOutlined />} aria-label={`${t('Language')}: ${current.name}`}>
        {current.code.toUpperCase()} <DownOutlined style={{ fontSize: 10 }} />
      </Button>
    </DropdownOnIntent>
  );
}
