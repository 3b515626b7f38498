import { DownOutlined, GlobalOutlined } from '@ant-design/icons';
import { App, Button, Dropdown } from 'antd';
import { countryAtom, isRtl, languageAtom, LANGUAGES, loadLanguage, settingsAtom, toast, useLanguage } from '@storefront/platform';
import { t as translate, useT } from '../../../i18n';
import { useSetAtom } from 'jotai';

/** The country stored with each language (the spec stores both). */
const COUNTRY_OF_LANGUAGE: Record<string, string> = { en: 'US', ar: 'SA', tr: 'TR' };

/**
 * Language control: choose, confirm, then the language, its country and the
 * text direction are stored. The whole page re-renders in the new language
 * (every app reads the same atom), so no reload is needed.
 */
export function LanguageSwitch() {
  const t = useT();
  const { modal } = App.useApp();
  const language = useLanguage();
  const setLanguage = useSetAtom(languageAtom);
  const setCountry = useSetAtom(countryAtom);
  const setSettings = useSetAtom(settingsAtom);
  const current = LANGUAGES.find((entry) => entry.code === language) ?? LANGUAGES[0];

  const apply = async (code: string) => {
    // every app's texts in the new language first (they load on first use): the page switches at once, never half English
    await loadLanguage(code).catch(() => undefined);
    setLanguage(code);
    setCountry(COUNTRY_OF_LANGUAGE[code] ?? null);
    setSettings({ direction: isRtl(code) ? 'rtl' : 'ltr' });
    // After the re-render: the message holder belongs to the ConfigProvider that is switching direction.
    window.setTimeout(() => toast('success', translate('Language has been changed')), 0);
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
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [current.code],
        items: LANGUAGES.map((entry) => ({ key: entry.code, label: <span lang={entry.code}>{entry.name}</span> })),
        onClick: ({ key }) => choose(key),
      }}
    >
      <Button type="text" icon={<GlobalOutlined />} aria-label={`${t('Language')}: ${current.name}`}>
        {current.code.toUpperCase()} <DownOutlined style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
}
