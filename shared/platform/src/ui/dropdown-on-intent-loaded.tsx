import type { MenuProps } from 'antd';
import { Dropdown } from 'antd-on-intent';
import { useState } from 'react';
import type { DropdownOnIntentProps } from './dropdown-on-intent';

export interface DropdownOnIntentLoadedProps extends DropdownOnIntentProps {
  /** Open at once: the trigger was pressed while the menu was loading. */
  openAtMount: boolean;
}

/**
 * Where the menu is rendered: in the trigger's nearest sticky ancestor (the page's header), else in the body as
 * antd does. Not in a fixed ancestor: antd's Drawer is one, and its root takes no pointer events (nor would the menu).
 *
 * Why: a menu rendered in the body is placed in page coordinates, so when the page scrolls under a sticky header
 * the menu moves with the page and only comes back under its trigger when antd aligns it again, a frame or more
 * later; a press in between starts on a menu item and ends elsewhere, and the click is lost. Inside the sticky
 * ancestor the menu stays with its trigger, and a scroll does not move it.
 */
function popupContainer(trigger: HTMLElement): HTMLElement {
  for (let node = trigger.parentElement; node && node !== document.body; node = node.parentElement) {
    const { position } = window.getComputedStyle(node);
    if (position === 'sticky') return node;
  }
  return document.body;
}

/** The loaded half of DropdownOnIntent (dropdown-on-intent.tsx): antd's Dropdown from the on-intent part of antd. */
export default function DropdownOnIntentLoaded({ openAtMount, menu, children, ...dropdown }: DropdownOnIntentLoadedProps) {
  const [open, setOpen] = useState(openAtMount);
  return (
    <Dropdown {...dropdown} menu={menu as MenuProps} open={open} onOpenChange={setOpen} getPopupContainer={popupContainer}>
      {children}
    </Dropdown>
  );
}
