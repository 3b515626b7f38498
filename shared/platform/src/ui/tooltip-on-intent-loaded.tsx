import { Tooltip } from 'antd-on-intent';
import { useState } from 'react';
import type { TooltipOnIntentProps } from './tooltip-on-intent';

export interface TooltipOnIntentLoadedProps extends TooltipOnIntentProps {
  /** Open at once: the pointer entered the child while the tooltip was loading. */
  openAtMount: boolean;
}

/** The loaded half of TooltipOnIntent (tooltip-on-intent.tsx): antd's Tooltip from the on-intent part of antd. */
export default function TooltipOnIntentLoaded({ openAtMount, children, ...tooltip }: TooltipOnIntentLoadedProps) {
  const [open, setOpen] = useState(openAtMount);
  return (
    <Tooltip {...tooltip} open={open} onOpenChange={setOpen}>
      {children}
    </Tooltip>
  );
}
