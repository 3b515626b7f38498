import { render } from '@testing-library/react';
import { ConfigProvider, theme } from 'antd';
import { accessiblePrimary, prepareStorefrontTheme, storefrontAlgorithm, storefrontTheme } from '../theme';

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

test('tokens derived ahead of the first render (prepareStorefrontTheme) are the ones its provider reads', () => {
  const algorithm = jest.fn(storefrontAlgorithm.light);
  const own = { ...storefrontTheme, token: { ...storefrontTheme.token, colorPrimary: '#0b7f45' }, algorithm };
  theme.getDesignToken(own);
  render(
    <ConfigProvider theme={own}>
      <span />
    </ConfigProvider>,
  );
  expect(algorithm.mock.calls.length).toBeGreaterThanOrEqual(2);
  expect(new Set(algorithm.mock.results.map((result) => result.value)).size).toBe(1);
  expect(() => prepareStorefrontTheme()).not.toThrow();
});
