import type { NoProps } from '@storefront/contract';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSessionStore, languageAtom, resetSessionStore } from '../../session/atoms';
import { AppProviders } from '../app-providers';
import { RemoteMount } from '../remote-mount';
import { REMOTE_FAILED } from '../runtime-plugins';

// The fake remotes of these tests, added to the contract's registry the way a
// new remote would be, so RemoteMount type-checks them like the real ones.
declare module '@storefront/contract' {
  interface RemoteExposes {
    mf_one: { './Greeting': { name: string } };
    mf_slow: { './Greeting': { name: string } };
    mf_overlay: { './Overlays': NoProps };
    mf_down: { './Greeting': { name: string } };
    mf_marked: { './Greeting': { name: string } };
    mf_empty: { './Greeting': { name: string } };
    mf_fragile: { './Fragile': NoProps };
    mf_fine: { './Greeting': { name: string } };
    mf_widget: { './Greeting': { name: string } };
  }
}

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));

const load = loadRemote as jest.MockedFunction<typeof loadRemote>;

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

function page(node: React.ReactNode) {
  return render(
    <AppProviders>
      <header>Navbar</header>
      <main>{node}</main>
      <footer>Footer</footer>
    </AppProviders>,
  );
}

let silence: jest.SpyInstance;
beforeEach(() => {
  localStorage.clear();
  resetSessionStore();
  load.mockReset();
  // React and the boundary log caught errors; the tests assert what the visitor sees instead.
  silence = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => silence.mockRestore());

it('renders a loaded expose with its props', async () => {
  load.mockResolvedValue({ default: Greeting });
  page(<RemoteMount remote="mf_one" expose="./Greeting" props={{ name: 'Ada' }} />);
  expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
  expect(load).toHaveBeenCalledWith('mf_one/Greeting');
});

it('shows what it was given while the remote loads', async () => {
  let finish!: (module: unknown) => void;
  load.mockReturnValue(new Promise((resolve) => (finish = resolve)));
  page(<RemoteMount remote="mf_slow" expose="./Greeting" props={{ name: 'Bo' }} loading={<p>Loading cart</p>} />);
  expect(screen.getByText('Loading cart')).toBeInTheDocument();
  finish({ default: Greeting });
  expect(await screen.findByText('Hello Bo')).toBeInTheDocument();
  expect(screen.queryByText('Loading cart')).not.toBeInTheDocument();
});

it('shows nothing while loading when told so (overlays that are always mounted)', async () => {
  let finish!: (module: unknown) => void;
  load.mockReturnValue(new Promise((resolve) => (finish = resolve)));
  const { container } = page(<RemoteMount remote="mf_overlay" expose="./Overlays" compact loading={null} />);
  expect(container.querySelector('main')).toBeEmptyDOMElement();
  finish({ default: Greeting });
  expect(await screen.findByText(/Hello/)).toBeInTheDocument();
});

it('shows a translated fallback when the remote cannot be loaded, and Try again loads it', async () => {
  getSessionStore().set(languageAtom, 'tr');
  load.mockRejectedValueOnce(new Error('ScriptExternalLoadError')).mockResolvedValueOnce({ default: Greeting });
  page(<RemoteMount remote="mf_down" expose="./Greeting" props={{ name: 'Cy' }} />);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Sayfanın bu bölümü yüklenemedi.');
  expect(screen.getByText('Navbar')).toBeInTheDocument();
  expect(screen.getByText('Footer')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }));
  expect(await screen.findByText('Hello Cy')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

it('shows the fallback for the module the runtime marks as failed, and Try again loads it', async () => {
  const failed = { default: () => <p>runtime fallback</p>, [REMOTE_FAILED]: true };
  load.mockResolvedValueOnce(failed).mockResolvedValueOnce({ default: Greeting });
  page(<RemoteMount remote="mf_marked" expose="./Greeting" props={{ name: 'Di' }} />);
  expect(await screen.findByRole('alert')).toHaveTextContent('This part of the page could not be loaded.');
  expect(screen.queryByText('runtime fallback')).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Hello Di')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

it('treats a module without a default export as failed', async () => {
  load.mockResolvedValueOnce({}).mockResolvedValueOnce({ default: Greeting });
  page(<RemoteMount remote="mf_empty" expose="./Greeting" props={{ name: 'Ed' }} />);
  expect(await screen.findByRole('alert')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Hello Ed')).toBeInTheDocument();
});

it('catches a remote that throws while rendering, costing only its own area', async () => {
  let broken = true;
  function Fragile() {
    if (broken) throw new Error('render failed');
    return <p>Recovered</p>;
  }
  load.mockImplementation(async (id) => ({ default: id === 'mf_fragile/Fragile' ? Fragile : Greeting }));
  page(
    <>
      <RemoteMount remote="mf_fragile" expose="./Fragile" />
      <RemoteMount remote="mf_fine" expose="./Greeting" props={{ name: 'Fay' }} />
    </>,
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('This part of the page could not be loaded.');
  expect(await screen.findByText('Hello Fay')).toBeInTheDocument();
  expect(screen.getByText('Navbar')).toBeInTheDocument();

  broken = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Recovered')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('gives a navbar widget a compact fallback with an accessible retry', async () => {
  getSessionStore().set(languageAtom, 'ar');
  load.mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce({ default: Greeting });
  page(<RemoteMount remote="mf_widget" expose="./Greeting" props={{ name: 'Gus' }} compact />);
  const retry = await screen.findByRole('button', { name: 'تعذر تحميل هذا الجزء من الصفحة. حاول مرة أخرى' });
  await userEvent.click(retry);
  await waitFor(() => expect(screen.getByText('Hello Gus')).toBeInTheDocument());
});
