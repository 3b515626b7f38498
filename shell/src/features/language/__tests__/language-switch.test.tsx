import { screen, waitFor } from '@testing-library/react';
import { languageAtom } from '@storefront/platform';
import { LanguageSwitch } from '../components/language-switch';
import { useDocumentLanguage } from '../hooks/use-document-language';
import { usePendingNotice } from '../hooks/use-pending-notice';
import { PENDING_NOTICE_KEY, reloadPage, takePendingNotice } from '../pending-notice';
import '../../../i18n'; // the shell's own texts, as bootstrap.tsx loads them
import { createTestServer, renderWithProviders } from '@storefront/testing';

createTestServer();

// jsdom cannot reload: the stand-in records the reload the page would make
jest.mock('../pending-notice', () => ({ ...jest.requireActual('../pending-notice'), reloadPage: jest.fn() }));

function Page() {
  useDocumentLanguage();
  usePendingNotice();
  return <LanguageSwitch />;
}

afterEach(() => {
  jest.mocked(reloadPage).mockClear();
  window.sessionStorage.clear();
  document.documentElement.removeAttribute('dir');
  document.documentElement.removeAttribute('lang');
});

test('choosing Arabic asks first, then stores it, turns the page right to left, leaves the notice and reloads', async () => {
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
  // the message waits for the reloaded page, in English (the key), to be said in the new language there;
  // this page, re-rendering in Arabic before it goes, leaves it alone
  expect(window.sessionStorage.getItem(PENDING_NOTICE_KEY)).toBe('Language has been changed');
  expect(reloadPage).toHaveBeenCalledTimes(1);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(window.sessionStorage.getItem(PENDING_NOTICE_KEY)).toBe('Language has been changed');
  expect(screen.queryByText('تم تغيير اللغة')).not.toBeInTheDocument();
});

function ReloadedPage() {
  usePendingNotice();
  return null;
}

test("the reloaded page says 'Language has been changed' in the new language, once", async () => {
  window.sessionStorage.setItem(PENDING_NOTICE_KEY, 'Language has been changed');
  const { unmount } = renderWithProviders(<ReloadedPage />, { session: { language: 'ar' } });
  expect(await screen.findByText('تم تغيير اللغة')).toBeInTheDocument();
  expect(window.sessionStorage.getItem(PENDING_NOTICE_KEY)).toBeNull();
  unmount();

  // the next load (or a remount) has nothing left to say
  renderWithProviders(<ReloadedPage />, { session: { language: 'ar' } });
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByText('تم تغيير اللغة')).not.toBeInTheDocument();
});

test('a page load without a pending notice says nothing; the notice is taken once', () => {
  expect(takePendingNotice()).toBeNull();
  window.sessionStorage.setItem(PENDING_NOTICE_KEY, 'Language has been changed');
  expect(takePendingNotice()).toBe('Language has been changed');
  expect(takePendingNotice()).toBeNull();
});

test('cancelling the confirmation keeps the language', async () => {
  const { user, store } = renderWithProviders(<Page />);
  await user.click(screen.getByRole('button', { name: /language/i }));
  await user.click(await screen.findByRole('menuitem', { name: 'Türkçe' }));
  await user.click(await screen.findByRole('button', { name: 'Cancel' }));
  expect(store.get(languageAtom)).toBeNull();
  expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  expect(reloadPage).not.toHaveBeenCalled();
  expect(window.sessionStorage.getItem(PENDING_NOTICE_KEY)).toBeNull();
});

test('a stored right-to-left language applies on load', () => {
  renderWithProviders(<Page />, { session: { language: 'ar' } });
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  expect(document.documentElement).toHaveAttribute('lang', 'ar');
});
