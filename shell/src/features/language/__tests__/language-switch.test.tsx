import { screen, waitFor } from '@testing-library/react';
import { languageAtom } from '@storefront/platform';
import { LanguageSwitch } from '../components/language-switch';
import { useDocumentLanguage } from '../hooks/use-document-language';
import '../../../i18n'; // the shell's own texts, as bootstrap.tsx loads them
import { createTestServer, renderWithProviders } from '@storefront/testing';

createTestServer();

function Page() {
  useDocumentLanguage();
  return <LanguageSwitch />;
}

afterEach(() => {
  document.documentElement.removeAttribute('dir');
  document.documentElement.removeAttribute('lang');
});

test('choosing Arabic asks first, then stores it and turns the page right to left', async () => {
  const { user, store } = renderWithProviders(<Page />);
  expect(document.documentElement).toHaveAttribute('dir', 'ltr');

  await user.click(screen.getByRole('button', { name: /language/i }));
  await user.click(await screen.findByRole('menuitem', { name: 'العربية' }));
  expect(await screen.findByRole('dialog', { name: 'Change the language?' })).toBeInTheDocument();
  expect(store.get(languageAtom)).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Change' }));

  await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
  expect(document.documentElement).toHaveAttribute('lang', 'ar');
  expect(window.localStorage.getItem('language-setting')).toBe('ar');
  expect(window.localStorage.getItem('country')).toBe('SA');
  expect(JSON.parse(window.localStorage.getItem('settings') ?? '{}')).toEqual({ direction: 'rtl' });
  // The success message shows in the new language.
  expect(await screen.findByText('تم تغيير اللغة')).toBeInTheDocument();
});

test('cancelling the confirmation keeps the language', async () => {
  const { user, store } = renderWithProviders(<Page />);
  await user.click(screen.getByRole('button', { name: /language/i }));
  await user.click(await screen.findByRole('menuitem', { name: 'Türkçe' }));
  await user.click(await screen.findByRole('button', { name: 'Cancel' }));
  expect(store.get(languageAtom)).toBeNull();
  expect(document.documentElement).toHaveAttribute('dir', 'ltr');
});

test('a stored right-to-left language applies on load', () => {
  renderWithProviders(<Page />, { session: { language: 'ar' } });
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  expect(document.documentElement).toHaveAttribute('lang', 'ar');
});
