import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as antd from 'antd';
import { ConfigProvider } from 'antd';
import * as React from 'react';
import { useEffect } from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import { AppRoot, useFeedback, type Feedback } from '../feedback';

let feedback: Feedback;
function Caller() {
  const api = useFeedback();
  useEffect(() => {
    feedback = api;
  }, [api]);
  return null;
}

function mount(direction: 'ltr' | 'rtl' = 'ltr') {
  return render(
    <ConfigProvider direction={direction}>
      <AppRoot>
        <Caller />
        <p>Page</p>
      </AppRoot>
    </ConfigProvider>,
  );
}

afterEach(async () => {
  // antd keeps closed dialogs' and messages' nodes in the body for their leave motion
  document.body.innerHTML = '';
});

test('nothing of antd message or Modal is on the page before the first call', () => {
  mount();
  expect(screen.getByText('Page')).toBeInTheDocument();
  expect(document.querySelector('.ant-message, .ant-modal')).toBeNull();
});

test('calls made while the holders load run in order once they are there; a destroy of a waiting message removes it', async () => {
  mount();
  act(() => {
    feedback.message.open({ key: 'order', type: 'info', content: 'Order #1: Confirmed' });
    feedback.message.open({ type: 'success', content: 'Logout successful.' });
    feedback.message.destroy('order');
    feedback.message.open({ key: 'push', type: 'info', content: 'First' });
    feedback.message.open({ key: 'push', type: 'info', content: 'You have a new message' });
    feedback.modal.confirm({ title: 'Clear cart?' });
  });
  expect(await screen.findByText('Logout successful.')).toBeInTheDocument();
  expect(await screen.findByText('You have a new message')).toBeInTheDocument();
  expect(await screen.findByRole('dialog', { name: 'Clear cart?' })).toBeInTheDocument();
  expect(screen.queryByText('Order #1: Confirmed')).not.toBeInTheDocument();
  expect(screen.queryByText('First')).not.toBeInTheDocument();
});

test('modal.confirm shows a dialog with the title and texts given; OK runs onOk and closes it, Cancel runs onCancel', async () => {
  const user = userEvent.setup();
  mount();
  const onOk = jest.fn();
  const onCancel = jest.fn();
  act(() =>
    feedback.modal.confirm({
      title: 'Change the language?',
      content: 'The site will be shown in Türkçe.',
      okText: 'Change',
      cancelText: 'Cancel',
      onOk,
      onCancel,
    }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Change the language?' });
  expect(dialog).toHaveTextContent('The site will be shown in Türkçe.');
  await user.click(screen.getByRole('button', { name: 'Change' }));
  expect(onOk).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change the language?' })).not.toBeInTheDocument());

  // loaded now: the next call shows at once
  act(() => feedback.modal.confirm({ title: 'Delete your account?', okText: 'Delete', cancelText: 'Cancel', onOk, onCancel }));
  await screen.findByRole('dialog', { name: 'Delete your account?' });
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(onCancel).toHaveBeenCalledTimes(1);
  expect(onOk).toHaveBeenCalledTimes(1);
});

test('message.destroy removes a message on screen by its key', async () => {
  mount();
  act(() => feedback.message.open({ key: 'push-order-1', type: 'info', content: 'Order #1: Delivered', duration: 0 }));
  expect(await screen.findByText('Order #1: Delivered')).toBeInTheDocument();
  act(() => feedback.message.destroy('push-order-1'));
  await waitFor(() => expect(screen.queryByText('Order #1: Delivered')).not.toBeInTheDocument());
});

test('right to left: the wrapper, the messages and the dialogs follow the ConfigProvider direction', async () => {
  mount('rtl');
  expect(screen.getByText('Page').parentElement).toHaveStyle({ direction: 'rtl' });
  act(() => {
    feedback.message.open({ type: 'success', content: 'تم' });
    feedback.modal.confirm({ title: 'تغيير اللغة؟' });
  });
  expect(await screen.findByText('تم')).toBeInTheDocument();
  expect(document.querySelector('.ant-message-rtl')).not.toBeNull();
  expect(await screen.findByRole('dialog', { name: 'تغيير اللغة؟' })).toBeInTheDocument();
  expect(document.querySelector('.ant-modal-confirm-rtl')).not.toBeNull();
});

test("the wrapper gives its children the theme's text colour and font, as antd's App did", () => {
  render(
    <ConfigProvider theme={{ token: { colorText: 'rgb(1, 2, 3)', fontSize: 15, fontFamily: 'Serif' } }}>
      <AppRoot>
        <p>Page</p>
      </AppRoot>
    </ConfigProvider>,
  );
  expect(screen.getByText('Page').parentElement).toHaveStyle({ color: 'rgb(1, 2, 3)', fontSize: '15px', fontFamily: 'Serif' });
});

test('useFeedback outside AppRoot says where it belongs when called', () => {
  render(<Caller />);
  expect(() => feedback.message.open({ content: 'x' })).toThrow(/AppProviders/);
});

test('a chunk that failed to load drops the waiting calls and is tried again on the next call', async () => {
  let fails = true;
  let Fresh: typeof import('../feedback') = undefined as never;
  jest.isolateModules(() => {
    jest.doMock('react', () => React);
    jest.doMock('react/jsx-runtime', () => jsxRuntime);
    jest.doMock('antd', () => antd);
    jest.doMock('../feedback-host', () => {
      if (fails) throw new Error('ChunkLoadError');
      return jest.requireActual('../feedback-host');
    });
    Fresh = require('../feedback') as typeof import('../feedback');
  });
  let api: Feedback | undefined;
  function FreshCaller() {
    const fresh = Fresh.useFeedback();
    useEffect(() => {
      api = fresh;
    }, [fresh]);
    return null;
  }
  render(
    <Fresh.AppRoot>
      <FreshCaller />
    </Fresh.AppRoot>,
  );
  act(() => api?.message.open({ content: 'Lost offline' }));
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(document.querySelector('.ant-message')).toBeNull();
  fails = false;
  act(() => api?.message.open({ content: 'Back online' }));
  expect(await screen.findByText('Back online')).toBeInTheDocument();
  expect(screen.queryByText('Lost offline')).not.toBeInTheDocument();
});
