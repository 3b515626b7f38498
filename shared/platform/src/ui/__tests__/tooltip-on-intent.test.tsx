import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as antd from 'antd';
import { Button } from 'antd';
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import type * as Module from '../tooltip-on-intent';

// each test starts with the tooltip not loaded yet (the page keeps the loaded Tooltip): a fresh module, the same React and antd
let Subject: typeof Module.TooltipOnIntent;
beforeEach(() => {
  jest.isolateModules(() => {
    jest.doMock('react', () => React);
    jest.doMock('react/jsx-runtime', () => jsxRuntime);
    jest.doMock('antd-on-intent', () => antd);
    Subject = (require('../tooltip-on-intent') as typeof Module).TooltipOnIntent;
  });
});

afterEach(() => {
  document.body.innerHTML = ''; // antd keeps a closed tooltip's node in the body
});

const darkMode = () => screen.getByRole('button', { name: 'Dark mode' });

test('the child shows at once, without the tooltip; the first hover loads it and shows the title', async () => {
  const user = userEvent.setup();
  render(
    <Subject title="Dark mode tooltip">
      <Button aria-label="Dark mode">☾</Button>
    </Subject>,
  );
  expect(darkMode()).toBeInTheDocument();
  expect(document.querySelector('.ant-tooltip')).toBeNull();
  await user.hover(darkMode());
  expect(await screen.findByRole('tooltip')).toHaveTextContent('Dark mode tooltip');
  // the child is a new element under the pointer: the browser reports the pointer on it as it moves, then leaving it
  await user.hover(darkMode());
  await user.unhover(darkMode());
  await waitFor(() => expect(document.querySelector('.ant-tooltip')).toHaveClass('ant-tooltip-hidden'));
  // loaded now: the next hover shows it as antd's does
  await user.hover(darkMode());
  await waitFor(() => expect(document.querySelector('.ant-tooltip')).not.toHaveClass('ant-tooltip-hidden'));
});

test('a pointer that left while the tooltip loaded does not find it open', async () => {
  render(
    <Subject title="Track order">
      <a href="/track-order" aria-label="Track order">
        ◎
      </a>
    </Subject>,
  );
  const link = screen.getByRole('link', { name: 'Track order' });
  act(() => {
    fireEvent.pointerEnter(link);
    fireEvent.pointerLeave(link);
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
});

test('focus loads the tooltip and the child keeps the focus; as with antd (hover only), focus alone does not open it', async () => {
  const user = userEvent.setup();
  render(
    <Subject title="Dark mode tooltip">
      <Button aria-label="Dark mode">☾</Button>
    </Subject>,
  );
  const before = darkMode();
  await user.tab();
  // the Tooltip renders the child again: the new button has the focus the old one had
  await waitFor(() => expect(darkMode()).not.toBe(before));
  expect(darkMode()).toHaveFocus();
  await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  await user.hover(darkMode());
  expect(await screen.findByRole('tooltip')).toHaveTextContent('Dark mode tooltip');
});

test('the child keeps its own handlers; no title renders the child alone', async () => {
  const user = userEvent.setup();
  const onFocus = jest.fn();
  const onPointerEnter = jest.fn();
  const { rerender } = render(
    <Subject title="Track order">
      <Button aria-label="Track order" onFocus={onFocus} onPointerEnter={onPointerEnter} />
    </Subject>,
  );
  await user.hover(screen.getByRole('button', { name: 'Track order' }));
  expect(onPointerEnter).toHaveBeenCalled();
  await user.tab();
  expect(onFocus).toHaveBeenCalled();

  rerender(
    <Subject title={undefined}>
      <Button>Change location</Button>
    </Subject>,
  );
  expect(screen.getByRole('button', { name: 'Change location' }).parentElement).toBe(document.body.firstElementChild);
});

test('a press while the tooltip loads is not lost: the Tooltip comes after the click', async () => {
  const onClick = jest.fn();
  render(
    <Subject title="Dark mode tooltip">
      <Button aria-label="Dark mode" onClick={onClick} />
    </Subject>,
  );
  const before = darkMode();
  act(() => {
    fireEvent.pointerEnter(before);
    fireEvent.pointerDown(before);
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 50))); // loaded meanwhile
  expect(darkMode()).toBe(before);
  fireEvent.click(before);
  expect(onClick).toHaveBeenCalledTimes(1);
  expect(await screen.findByRole('tooltip')).toHaveTextContent('Dark mode tooltip');
  expect(darkMode()).not.toBe(before);
});
