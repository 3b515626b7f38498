import {
  cloneElement,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type JSX,
  type ReactElement,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import type { TooltipOnIntentLoadedProps } from './tooltip-on-intent-loaded';

/** The handlers the child gets until the tooltip is loaded. */
interface ChildProps {
  onFocus?: (event: SyntheticEvent) => void;
  onPointerEnter?: (event: SyntheticEvent) => void;
  onPointerLeave?: (event: SyntheticEvent) => void;
  onPointerDown?: (event: SyntheticEvent) => void;
  onPointerCancel?: (event: SyntheticEvent) => void;
  onClick?: (event: SyntheticEvent) => void;
}

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
let loaded: Loaded | undefined;
let loading: Promise<Loaded> | undefined;

function loadTooltip(): Promise<Loaded> {
  loading ??= import('./tooltip-on-intent-loaded').then(
    (module) => (loaded = module.default),
    (error: unknown) => {
      loading = undefined; // a chunk that failed to load is tried again on the next intent
      throw error;
    },
  );
  return loading;
}

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
  const [loadedTooltip, setLoadedTooltip] = useState<Loaded | undefined>(() => loaded);
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
    loadTooltip().then(
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
  const child = children as ReactElement<ChildProps>;
  const { onFocus, onPointerEnter, onPointerLeave, onPointerDown, onPointerCancel, onClick } = child.props;
  return (
    <span ref={wrapper} style={{ display: 'contents' }}>
      {cloneElement(child, {
        onPointerEnter: (event: SyntheticEvent) => {
          onPointerEnter?.(event);
          setPointerOn(true);
          prepare(event);
        },
        onPointerLeave: (event: SyntheticEvent) => {
          onPointerLeave?.(event);
          setPointerOn(false);
          release(event);
        },
        onPointerDown: (event: SyntheticEvent) => {
          onPointerDown?.(event);
          setPressed(true);
        },
        onPointerCancel: (event: SyntheticEvent) => {
          onPointerCancel?.(event);
          release(event);
        },
        onClick: (event: SyntheticEvent) => {
          onClick?.(event);
          release(event);
        },
        onFocus: (event: SyntheticEvent) => {
          onFocus?.(event);
          prepare(event);
        },
      })}
    </span>
  );
}
