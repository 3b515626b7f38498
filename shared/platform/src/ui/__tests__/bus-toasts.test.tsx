import { act, render, screen, waitFor } from '@testing-library/react';
import { emit, toast } from '../../bus/bus';
import { getSessionStore, languageAtom, resetSessionStore } from '../../session/atoms';
import { AppProviders } from '../app-providers';
import { BusToasts } from '../bus-toasts';

beforeEach(() => {
  localStorage.clear();
  resetSessionStore();
});

function mount() {
  return render(
    <AppProviders>
      <BusToasts />
    </AppProviders>,
  );
}

it('shows a toast event from the bus', async () => {
  mount();
  act(() => toast('success', 'Item added to cart'));
  expect(await screen.findByText('Item added to cart')).toBeInTheDocument();
});

it('shows the message translated into the visitor language', async () => {
  getSessionStore().set(languageAtom, 'ar');
  mount();
  act(() => emit({ type: 'toast', level: 'warning', message: 'Out of Limits' }));
  expect(await screen.findByText('تجاوز الحد المسموح')).toBeInTheDocument();
  expect(screen.queryByText('Out of Limits')).not.toBeInTheDocument();
});

it('lets a newer error replace the previous one instead of piling up', async () => {
  getSessionStore().set(languageAtom, 'tr');
  mount();
  act(() => toast('error', 'Out of Stock'));
  expect(await screen.findByText('Stokta yok')).toBeInTheDocument();
  act(() => toast('error', 'Something went wrong. Please try again.'));
  expect(await screen.findByText('Bir şeyler ters gitti. Lütfen tekrar deneyin.')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('Stokta yok')).not.toBeInTheDocument());
});

it('shows nothing once unmounted', async () => {
  const { unmount } = mount();
  unmount();
  act(() => toast('info', 'Language has been changed'));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByText('Language has been changed')).not.toBeInTheDocument();
});
