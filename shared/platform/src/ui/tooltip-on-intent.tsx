import { useLayoutEffect, useRef, useState, type ComponentType, type JSX, type ReactNode, type SyntheticEvent } from 'react';
import { loadOnce, withHandlers } from './load-once';
import type { TooltipOnIntentLoadedProps } from './tooltip-on-intent-loaded';

/** What TooltipOnIntent passes on to antd's Tooltip (antd's values). */
export interface TooltipOnIntentProps {
  /** The tooltip's text; none (undefined, null, '') renders the child alone, as antd does. */
  title: ReactNode;
  placement?: 'top' | 'bottom' | 'left' | 'right' | 'topLeft' | 'topRight' | 'bottomLeft' | 'bottomRight';
  /**
   * The element the tooltip is about; it looks and behaves the same before and after the tooltip loads. The
   * title is not its accessible name: an icon-only button or link needs its own aria-label.
   */
  children: JSX.Element;
}

type Loaded = ComponentType<TooltipOnIntentLoadedProps>;
const tooltipPart = loadOnce<Loaded>(() => import('./tooltip-on-intent-loaded').then((module) => module.default));

/**
 * antd's Tooltip, loaded on the first intent: the page shows the child at once
 * and loads the tooltip (antd's Tooltip, in the on-intent part of antd) when
 * the pointer enters the child or the child gets focus. A pointer that entered
 * while it loaded finds the tooltip open (it closes as antd's does, when the
 * pointer leaves), a press on the child is never lost (the Tooltip comes after
 * it), and a child that had focus keeps it. Like antd's Tooltip
 * (its trigger is hover), focus alone does not open it.
 *
 * Why: the header's icon buttons (track order, dark mode) and the module
 * switcher are in every first view, and antd's Tooltip carries its trigger and
 * popup code (about 7 KB gzip) for tooltips seen only on hover.
 */
export function TooltipOnIntent({ children, ...tooltip }: TooltipOnIntentProps) {
  const [loadedTooltip, setLoadedTooltip] = useState<Loaded | undefined>(() => tooltipPart.loaded);
  const [focusAtMount, setFocusAtMount] = useState(false);
  const [pointerOn, setPointerOn] = useState(false);
  // the child is rendered again inside the Tooltip, a new element: not while it is pressed, or the press would be lost
  const [pressed, setPressed] = useState(false);
  const wrapper = useRef<HTMLSpanElement>(null);
  const Tooltip = pressed ? undefined : loadedTooltip;

  useLayoutEffect(() => {
    if (Tooltip && focusAtMount) (wrapper.current?.firstElementChild as HTMLElement | null)?.focus();
  }, [Tooltip, focusAtMount]);

  if (tooltip.title === undefined || tooltip.title === null || tooltip.title === '') return children;
  if (Tooltip) {
    return (
      <span ref={wrapper} style={{ display: 'contents' }}>
        <Tooltip {...tooltip} openAtMount={pointerOn}>
          {children}
        </Tooltip>
      </span>
    );
  }

  // The Tooltip renders the child again: the new element takes the focus the old one had, and the tooltip opens if
  // the pointer is still on it (antd's closes it when the pointer leaves).
  const keepFocus = (box: HTMLElement | null) => setFocusAtMount(Boolean(box?.contains(document.activeElement)));
  const prepare = (event: SyntheticEvent) => {
    const box = (event.currentTarget as HTMLElement).parentElement;
    tooltipPart.load().then(
      (component) => {
        keepFocus(box);
        setLoadedTooltip(() => component);
      },
      () => undefined, // stays the plain child; the next intent tries again
    );
  };
  const release = (event: SyntheticEvent) => {
    const box = (event.currentTarget as HTMLElement).parentElement;
    setTimeout(() => {
      keepFocus(box);
      setPressed(false);
    }); // after the click the press makes
  };
  return (
    <span ref={wrapper} style={{ display: 'contents' }}>
      {withHandlers(children, {
        onPointerEnter: (event: SyntheticEvent) => {
          setPointerOn(true);
          prepare(event);
        },
        onPointerLeave: (event: SyntheticEvent) => {
          setPointerOn(false);
          release(event);
        },
        onPointerDown: () => setPressed(true),
        onPointerCancel: release,
        onClick: release,
        onFocus: prepare,
      })}
    </span>
  );
}
