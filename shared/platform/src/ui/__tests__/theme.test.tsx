import { render } from '@testing-library/react';
import { ConfigProvider, theme, type ThemeConfig } from 'antd';
import { accessiblePrimary, storefrontAlgorithm, storefrontTheme } from '../theme';

test("the storefront's primary colour is the accessible shade of the brand green", () => {
  const token = theme.getDesignToken(storefrontTheme);
  expect(token.colorPrimary.toLowerCase()).toBe(accessiblePrimary.toLowerCase());
  expect(token.colorTextDescription).toBe('rgba(0, 0, 0, 0.62)');
});

test("the algorithms give antd's tokens, derived once per seed", () => {
  const seed = { ...theme.defaultSeed, colorPrimary: '#123456' };
  const light = storefrontAlgorithm.light(seed);
  expect(light).toEqual(theme.defaultAlgorithm(seed));
  expect(storefrontAlgorithm.light({ ...seed })).toBe(light);
  expect(storefrontAlgorithm.light({ ...seed, colorPrimary: '#654321' })).not.toBe(light);
  expect(storefrontAlgorithm.dark(seed)).toEqual(theme.darkAlgorithm(seed));
});

test('a provider that only changes component tokens (the phone header) gets the tokens already derived', () => {
  const algorithm = jest.fn(storefrontAlgorithm.light);
  const own = { ...storefrontTheme, token: { ...storefrontTheme.token, colorPrimary: '#0a7f45' }, algorithm };
  render(
    <ConfigProvider theme={own}>
      <ConfigProvider theme={{ components: { Button: { controlHeight: 44 } } }}>
        <span />
      </ConfigProvider>
    </ConfigProvider>,
  );
  // antd asks once per provider; both get the one object derived for the seed
  expect(algorithm.mock.calls.length).toBeGreaterThanOrEqual(2);
  expect(new Set(algorithm.mock.results.map((result) => result.value)).size).toBe(1);
});

/** A fresh copy of the theme module whose light algorithm counts antd's derivations. */
function countingDerivations() {
  const derive = jest.fn(theme.defaultAlgorithm);
  let fresh!: typeof import('../theme');
  jest.isolateModules(() => {
    jest.doMock('antd', () => {
      const actual = jest.requireActual<typeof import('antd')>('antd');
      return { ...actual, theme: { ...actual.theme, defaultAlgorithm: derive } };
    });
    fresh = jest.requireActual<typeof import('../theme')>('../theme');
  });
  return { derive, fresh };
}

const renderWithTheme = (config: ThemeConfig) =>
  render(
    <ConfigProvider theme={config}>
      <span />
    </ConfigProvider>,
  );

test('tokens derived ahead of the first render (prepareStorefrontThemeInTasks) are the ones its provider reads', async () => {
  const { derive, fresh } = countingDerivations();
  jest.useFakeTimers();
  try {
    const prepared = fresh.prepareStorefrontThemeInTasks();
    // the palettes at once, the rest in the next task
    expect(derive).toHaveBeenCalledTimes(1);
    await jest.runAllTimersAsync();
    await prepared;
  } finally {
    jest.useRealTimers();
  }
  renderWithTheme(fresh.storefrontTheme);
  expect(derive).toHaveBeenCalledTimes(1);
});

test('prepareStorefrontTheme does the same in one task', () => {
  const { derive, fresh } = countingDerivations();
  fresh.prepareStorefrontTheme();
  renderWithTheme(fresh.storefrontTheme);
  expect(derive).toHaveBeenCalledTimes(1);
});
