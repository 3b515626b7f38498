import { act, render, screen } from '@testing-library/react';
import { Empty } from 'antd';
import { getSessionStore, languageAtom, resetSessionStore } from '../../session/atoms';
import { AppProviders } from '../app-providers';

beforeEach(() => {
  localStorage.clear();
  resetSessionStore();
});

function mount() {
  return render(
    <AppProviders>
      <Empty />
    </AppProviders>,
  );
}

it('gives antd its English texts at once', () => {
  mount();
  expect(screen.getByText('No data', { selector: '.ant-empty-description' })).toBeInTheDocument();
});

it('gives antd its Arabic texts once they have loaded, and right-to-left at once', async () => {
  getSessionStore().set(languageAtom, 'ar');
  const { container } = mount();
  expect(await screen.findByText('لا توجد بيانات', { selector: '.ant-empty-description' })).toBeInTheDocument();
  expect(container.querySelector('.ant-empty-rtl')).not.toBeNull();
});

it('follows a change of language to Turkish', async () => {
  mount();
  act(() => getSessionStore().set(languageAtom, 'tr'));
  expect(await screen.findByText('Veri Yok', { selector: '.ant-empty-description' })).toBeInTheDocument();
});
