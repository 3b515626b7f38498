import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as antd from 'antd';
import { Button } from 'antd';
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import type * as Module from '../dropdown-on-intent';

const menu = {
  items: [
    { key: 'en', label: 'English' },
    { key: 'tr', label: 'Türkçe' },
  ],
};

// each test starts with the menu not loaded yet (the page keeps the loaded Dropdown): a fresh module, the same React and antd
let Subject: typeof Module.DropdownOnIntent;
beforeEach(() => {
  jest.isolateModules(() => {
    jest.doMock('react', () => React);
    jest.doMock('react/jsx-runtime', () => jsxRuntime);
    jest.doMock('antd-on-intent', () => antd);
    Subject = (require('../dropdown-on-intent') as typeof Module).DropdownOnIntent;
  });
});

test('the trigger shows at once; its first click opens the menu once the menu has loaded', async () => {
  const onClick = jest.fn();
  render(
    <Subject trigger={['click']} menu={{ ...menu, onClick: ({ key }) => onClick(key) }}>
      <Button>Language</Button>
    </Subject>,
  );
  expect(screen.getByRole('button', { name: 'Language' })).toBeInTheDocument();
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Language' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Türkçe' }));
  expect(onClick).toHaveBeenCalledWith('tr');
});

test('focus loads the menu without opening it, and the trigger keeps the focus; Enter then opens it', async () => {
  render(
    <Subject trigger={['click']} menu={menu}>
      <Button>Language</Button>
    </Subject>,
  );
  const before = screen.getByRole('button', { name: 'Language' });
  await userEvent.tab();
  // the Dropdown renders the trigger again: the new button has the focus the old one had
  await waitFor(() => expect(screen.getByRole('button', { name: 'Language' })).not.toBe(before));
  expect(screen.getByRole('button', { name: 'Language' })).toHaveFocus();
  expect(screen.queryByRole('menuitem')).not.toBeInTheDocument();
  await userEvent.keyboard('{Enter}');
  expect(await screen.findByRole('menuitem', { name: 'English' })).toBeInTheDocument();
});

test('a press during which the menu loads is not lost: the trigger stays the same element until the click', async () => {
  render(
    <Subject trigger={['click']} menu={menu}>
      <Button>Language</Button>
    </Subject>,
  );
  const user = userEvent.setup();
  const trigger = screen.getByRole('button', { name: 'Language' });
  await user.pointer({ keys: '[MouseLeft>]', target: trigger });
  await act(() => import('../dropdown-on-intent-loaded')); // the menu's code has come meanwhile
  expect(screen.getByRole('button', { name: 'Language' })).toBe(trigger);
  await user.pointer({ keys: '[/MouseLeft]', target: trigger });
  expect(await screen.findByRole('menuitem', { name: 'Türkçe' })).toBeInTheDocument();
});

test('a press that ends off the trigger has no click: the menu mounts then, closed', async () => {
  render(
    <Subject trigger={['click']} menu={menu}>
      <Button>Language</Button>
    </Subject>,
  );
  const user = userEvent.setup();
  const trigger = screen.getByRole('button', { name: 'Language' });
  await user.pointer([{ keys: '[MouseLeft>]', target: trigger }, { target: document.body }]);
  await act(() => import('../dropdown-on-intent-loaded'));
  await user.pointer({ keys: '[/MouseLeft]', target: document.body });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Language' })).not.toBe(trigger));
  expect(screen.queryByRole('menuitem')).not.toBeInTheDocument();
});

test('the trigger keeps its own handlers', async () => {
  const onFocus = jest.fn();
  const onClick = jest.fn();
  render(
    <Subject trigger={['click']} menu={menu}>
      <Button onFocus={onFocus} onClick={onClick}>
        Account
      </Button>
    </Subject>,
  );
  fireEvent.focus(screen.getByRole('button', { name: 'Account' }));
  fireEvent.click(screen.getByRole('button', { name: 'Account' }));
  expect(onFocus).toHaveBeenCalledTimes(1);
  expect(onClick).toHaveBeenCalledTimes(1);
  expect(await screen.findByRole('menuitem', { name: 'English' })).toBeInTheDocument();
});

test('the menu is rendered in the sticky header of its trigger, so a scroll of the page does not move it off the trigger', async () => {
  render(
    <>
      <header data-testid="header" style={{ position: 'sticky', top: 0 }}>
        <Subject trigger={['click']} menu={menu}>
          <Button>Language</Button>
        </Subject>
      </header>
      <main data-testid="main" />
    </>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Language' }));
  expect(screen.getByTestId('header')).toContainElement(await screen.findByRole('menu'));
});

test('without a sticky ancestor the menu is rendered in the body, as antd does (a drawer, fixed, takes no pointer events)', async () => {
  render(
    <main data-testid="main" style={{ position: 'fixed' }}>
      <Subject trigger={['click']} menu={menu}>
        <Button>Language</Button>
      </Subject>
    </main>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Language' }));
  expect(screen.getByTestId('main')).not.toContainElement(await screen.findByRole('menu'));
});
