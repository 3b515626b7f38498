import { theme, type ThemeConfig } from 'antd';
import { yieldToBrowser } from './yield-to-browser';

type Algorithm = NonNullable<Extract<ThemeConfig['algorithm'], (...args: never[]) => unknown>>;

/** The brand's green: the logo, pictures and markers. */
export const brandColor = '#039D55';

/**
 * The brand green darkened until white text on it passes WCAG AA (5.1:1; the
 * brand's own is 3.5:1), found by axe (chrome-layout.spec.ts): the primary
 * colour of buttons and links.
 */
export const accessiblePrimary = '#037F45';

/**
 * antd's algorithm, remembering what it derived from each seed. antd derives
 * the whole token set (colour palettes and all) again for every ConfigProvider
 * whose settings differ, even when only component tokens differ (the phone
 * header's larger buttons): a few milliseconds each on a fast machine, more on
 * a phone, in the first render.
 */
function rememberingDerivations(algorithm: Algorithm): Algorithm {
  const derived = new Map<string, ReturnType<Algorithm>>();
  return (seed, mapToken) => {
    if (mapToken) return algorithm(seed, mapToken);
    // the keys in order: antd spreads its default seed and the theme's tokens in an order of its own
    const key = JSON.stringify(seed, Object.keys(seed).sort());
    let tokens = derived.get(key);
    if (!tokens) {
      tokens = algorithm(seed);
      derived.set(key, tokens);
    }
    return tokens;
  };
}

/** antd's light and dark algorithms for the storefront's themes (see `rememberingDerivations`). */
export const storefrontAlgorithm = {
  light: rememberingDerivations(theme.defaultAlgorithm),
  dark: rememberingDerivations(theme.darkAlgorithm),
};

/**
 * The one theme of the storefront. The shell's ConfigProvider uses it (its
 * light mode is this theme as it is), and so does every remote's standalone
 * harness, so a remote looks the same alone. Secondary text
 * (colorTextDescription, 45 % black by default) gets 62 % to pass WCAG AA.
 */
export const storefrontTheme: ThemeConfig = {
  cssVar: { key: 'storefront' },
  hashed: false,
  algorithm: storefrontAlgorithm.light,
  token: {
    colorPrimary: accessiblePrimary,
    colorLink: accessiblePrimary,
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    borderRadius: 8,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'Noto Sans Arabic', sans-serif",
  },
  components: {
    Layout: { headerBg: '#ffffff', bodyBg: '#f7f8fa', headerPadding: '0 24px' },
  },
};

/**
 * Derives the storefront's light tokens ahead of the first render, which then finds them instead of deriving them
 * in its longest task. Two steps with a yield to the browser between, so neither is a long task on a phone: the
 * seed's colour palettes (the algorithm, which remembers them for that seed), then antd's tokens computed from
 * them (which antd computes again at render, then with its code warm). The shell awaits it while the page starts.
 */
export async function prepareStorefrontThemeInTasks(): Promise<void> {
  derivePalettes();
  await yieldToBrowser();
  theme.getDesignToken(storefrontTheme);
}

/** `prepareStorefrontThemeInTasks` in one task. */
export function prepareStorefrontTheme(): void {
  derivePalettes();
  theme.getDesignToken(storefrontTheme);
}

/** The light palettes for the seed antd gives the algorithm for this theme: its default seed with the theme's tokens. */
function derivePalettes(): void {
  storefrontAlgorithm.light({ ...theme.defaultSeed, ...storefrontTheme.token });
}
