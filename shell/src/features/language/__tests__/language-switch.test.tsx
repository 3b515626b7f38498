import { screen, waitFor } from '@testing-library/react';
import { languageAtom } from '@storefront/platform';
import { LanguageSwitch } from '../components/language-switch';
import { useDocumentLanguage } from '../hooks/use-document-language';
import { useLanguageChangedToast } from '../hooks/use-language-changed-toast';
import { reloadPage } from '../reload-page';
import '../../../i18n'; // the shell's own texts, as bootstrap.tsx loads them
import { createTestServer, renderWithProviders } from '@storefront/testing';

createTestServer();

// jsdom cannot reload: the stand-in records the reload the page would make
jest.mock('../reload-page', () => ({ ...jest.requireActual('../reload-page'), reloadPage: jest.fn() }));

function Page() {
  useDocumentLanguage();
  return <LanguageSwitch />;
}

afterEach(() => {
  jest.mocked(reloadPage).mockClear();
  window.sessionStorage.clear();
  document.documentElement.removeAttribute('dir');
  document.documentElement.removeAttribute('lang');
});

test('choosing Arabic asks first, then stores it, turns the page right to left and reloads', async () => {
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
  expect(reloadPage).toHaveBeenCalledTimes(1);
});

function ReloadedPage() {
  useLanguageChangedToast();
  return null;
}

test("the reloaded page says 'Language has been changed' in the new language, once", async () => {
  window.sessionStorage.setItem('language-changed', 'ar');
  renderWithProviders(<ReloadedPage />, { session: { language: 'ar' } });
  expect(await screen.findByText('تم تغيير اللغة')).toBeInTheDocument();
  expect(window.sessionStorage.getItem('language-changed')).toBeNull();
});

test('cancelling the confirmation keeps the language', async () => {
  const { user, store } = renderWithProviders(<Page />);
  await user.click(screen.getByRole('button', { name: /language/i }));
  await user.click(await screen.findByRole('menuitem', { name: 'Türkçe' }));
  await user.click(await screen.findByRole('button', { name: 'Cancel' }));
  expect(store.get(languageAtom)).toBeNull();
  expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  expect(reloadPage).not.toHaveBeenCalled();
});

test('a stored right-to-left language applies on load', () => {
  renderWithProviders(<Page />, { session: { language: 'ar' } });
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  expect(document.documentElement).toHaveAttribute('lang', 'ar');
});
