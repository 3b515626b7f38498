import type { MenuProps } from 'antd';
import { Dropdown } from 'antd-on-intent';
import { useState } from 'react';
import type { DropdownOnIntentProps } from './dropdown-on-intent';

export interface DropdownOnIntentLoadedProps extends DropdownOnIntentProps {
  /** Open at once: the trigger was pressed while the menu was loading. */
  openAtMount: boolean;
}

/** The loaded half of DropdownOnIntent (dropdown-on-intent.tsx): antd's Dropdown from the on-intent part of antd. */
export default function DropdownOnIntentLoaded({ openAtMount, menu, children, ...dropdown }: DropdownOnIntentLoadedProps) {
  const [open, setOpen] = useState(openAtMount);
  return (
    <Dropdown {...dropdown} menu={menu as MenuProps} open={open} onOpenChange={setOpen}>
      {children}
    </Dropdown>
  );
}
