import { useLayoutEffect, useRef, useState, type ComponentType, type JSX, type SyntheticEvent } from 'react';
import type { DropdownOnIntentLoadedProps } from './dropdown-on-intent-loaded';
import { loadOnce, withHandlers } from './load-once';

/**
 * What DropdownOnIntent passes on to antd's Dropdown. Typed here, not as antd's DropdownProps, so the
 * platform's surface does not change with antd's types: `menu` is antd's MenuProps (`items` as antd's
 * menu items), the rest are antd's values.
 */
export interface DropdownOnIntentProps {
  menu: { items?: readonly unknown[]; onClick?: (info: { key: string }) => void; selectable?: boolean; selectedKeys?: string[] };
  trigger?: ('click' | 'hover' | 'contextMenu')[];
  placement?: 'bottomLeft' | 'bottom' | 'bottomRight' | 'topLeft' | 'top' | 'topRight';
  /** The trigger, usually a Button; it looks and behaves the same before and after the menu loads. */
  children: JSX.Element;
}

type Loaded = ComponentType<DropdownOnIntentLoadedProps>;
const dropdownPart = loadOnce<Loaded>(() => import('./dropdown-on-intent-loaded').then((module) => module.default));

/**
 * Whether a press on the trigger is under way: from pointer down to its click. A press that ends off the trigger,
 * or is cancelled (the page scrolls instead), has no click: `ended` is called then.
 */
function pressTracker() {
  let underway = false;
  return {
    get underway() {
      return underway;
    },
    start(box: Element | null, ended: () => void) {
      underway = true;
      const end = (event: Event) => {
        window.removeEventListener('pointerup', end, true);
        window.removeEventListener('pointercancel', end, true);
        if (event.type === 'pointerup' && box?.contains(event.target as Node)) return; // its click follows
        underway = false;
        ended();
      };
      window.addEventListener('pointerup', end, true);
      window.addEventListener('pointercancel', end, true);
    },
    clicked() {
      underway = false;
    },
  };
}

/**
 * antd's Dropdown, loaded on the first intent to open it: the page shows the
 * trigger at once and loads the menu (antd's Dropdown with Menu, in the
 * on-intent part of antd) when the pointer enters the trigger, the trigger
 * gets focus, or it is pressed. A press before the menu has loaded opens it
 * once it has (a first click or Enter is never lost, even when the menu loads
 * during the press: the trigger is replaced only after the click), and a
 * trigger that had focus keeps it. The open menu is rendered in the trigger's
 * nearest sticky ancestor (the page's header), so it stays under its trigger
 * when the page scrolls. Takes antd Dropdown's `menu`, `trigger` and
 * `placement`.
 *
 * Why: the header's menus (language, account) are on every page and Dropdown
 * carries Menu and @rc-component/menu (about 15 KB gzip) into the first view,
 * for menus seldom opened before the page is on screen.
 */
export function DropdownOnIntent({ children, ...props }: DropdownOnIntentProps) {
  const [Dropdown, setDropdown] = useState<Loaded | undefined>(() => dropdownPart.loaded);
  const [openAtMount, setOpenAtMount] = useState(false);
  const wrapper = useRef<HTMLSpanElement>(null);
  const [focusAtMount, setFocusAtMount] = useState(false);
  const [press] = useState(pressTracker);

  useLayoutEffect(() => {
    if (Dropdown && focusAtMount) (wrapper.current?.firstElementChild as HTMLElement | null)?.focus();
  }, [Dropdown, focusAtMount]);

  if (Dropdown) {
    return (
      <span ref={wrapper} style={{ display: 'contents' }}>
        <Dropdown {...props} openAtMount={openAtMount}>
          {children}
        </Dropdown>
      </span>
    );
  }

  const mount = (box: Element | null, component: Loaded) => {
    // the trigger is rendered again inside the Dropdown: a new element, which takes the focus the old one had
    setFocusAtMount(Boolean(box?.contains(document.activeElement)));
    setDropdown(() => component);
  };
  const prepare = (event: SyntheticEvent) => {
    const box = (event.currentTarget as HTMLElement).parentElement;
    dropdownPart.load().then(
      // not in the middle of a press: a trigger replaced between pointer down and up gets no click (the browser
      // sends it to neither element), so then the menu mounts with the click, which opens it
      (component) => press.underway || mount(box, component),
      () => undefined, // stays a plain trigger; the next intent tries again
    );
  };
  return (
    <span ref={wrapper} style={{ display: 'contents' }}>
      {withHandlers(children, {
        onPointerEnter: prepare,
        onPointerDown: (event: SyntheticEvent) => {
          const box = (event.currentTarget as HTMLElement).parentElement;
          press.start(box, () => dropdownPart.loaded && mount(box, dropdownPart.loaded));
          prepare(event);
        },
        onFocus: prepare,
        onClick: (event: SyntheticEvent) => {
          press.clicked();
          setOpenAtMount(true);
          prepare(event);
        },
      })}
    </span>
  );
}
