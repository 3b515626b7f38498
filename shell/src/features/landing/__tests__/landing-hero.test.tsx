import { screen } from '@testing-library/react';
import { ConfigProvider, theme } from 'antd';
import type { BusEvent } from '@storefront/contract';
import { on } from '@storefront/platform';
import { LandingHero } from '../components/landing-hero';
import '../../../i18n'; // the shell's own texts, as bootstrap.tsx loads them
import { createTestServer, renderWithProviders } from '@storefront/testing';

createTestServer();

test('asks for the delivery location and emits location/pick when the button is pressed', async () => {
  const events: BusEvent[] = [];
  const subscription = on('location/pick').subscribe((event) => events.push(event));
  const { user } = renderWithProviders(<LandingHero />);

  expect(screen.getByRole('heading', { name: 'Everything you need, delivered to your door' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /set delivery location/i }));

  expect(events).toEqual([{ type: 'location/pick' }]);
  subscription.unsubscribe();
});

test('speaks the visitor’s language', async () => {
  renderWithProviders(<LandingHero />, { session: { language: 'ar' } });
  // Arabic texts load on first use
  expect(await screen.findByRole('button', { name: /حدد موقع التوصيل/ })).toBeInTheDocument();
});

test('fades into the theme’s container colour, so the dark theme’s light text stays readable', () => {
  renderWithProviders(
    <ConfigProvider theme={{ algorithm: theme.darkAlgorithm }}>
      <LandingHero />
    </ConfigProvider>,
  );
  const hero = screen.getByRole('region', { name: 'Everything you need, delivered to your door' });
  const ground = theme.getDesignToken({ algorithm: theme.darkAlgorithm }).colorBgContainer;
  expect(hero.getAttribute('style')).toContain(`${ground} 60%`);
  expect(hero.getAttribute('style')).not.toMatch(/#fff|255, 255, 255/i);
});
