import type { ThemeConfig } from 'antd';

/**
 * The one theme of the storefront. The shell's ConfigProvider uses it, and so
 * does every remote's standalone harness, so a remote looks the same alone.
 */
export const brandColor = '#039D55';

export const storefrontTheme: ThemeConfig = {
  cssVar: { key: 'storefront' },
  hashed: false,
  token: {
    colorPrimary: brandColor,
    colorLink: brandColor,
    borderRadius: 8,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'Noto Sans Arabic', sans-serif",
  },
  components: {
    Layout: { headerBg: '#ffffff', bodyBg: '#f7f8fa', headerPadding: '0 24px' },
  },
};
