'use strict';

// Runs before every test file of shared, shell and the remotes.
require('@testing-library/jest-dom');
const util = require('node:util');

// react-router 7 reads TextEncoder at import time.
if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });
}

// findBy*/waitFor wait up to 5 s, not 1 s: on a 2-core CI machine running two Jest workers, a
// formik validation round or a lazily loaded language can take longer than a second to show.
if (typeof window !== 'undefined') require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });

// Defined by webpack's DefinePlugin in real builds.
globalThis.STOREFRONT_BUILD_ID = 'test';

if (typeof window !== 'undefined') {
  // antd's Grid/Row/responsive observer call matchMedia; jsdom has none.
  if (typeof window.matchMedia !== 'function') {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      configurable: true,
      value: (query) => ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }),
    });
  }

  // antd (rc-resize-observer, Tabs, Table, virtual lists) observes sizes.
  if (typeof window.ResizeObserver === 'undefined') {
    class ResizeObserver {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    Object.assign(window, { ResizeObserver });
    Object.assign(globalThis, { ResizeObserver });
  }

  // jsdom logs "Not implemented" for scrolling, which antd does on open/close.
  window.scrollTo = () => {};

  // jsdom implements getComputedStyle without pseudo-elements and logs an error
  // when asked for one (antd's scroll locker measures ::-webkit-scrollbar).
  const getComputedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element) => getComputedStyle(element);
}

// The shared bus holds commands emitted before anyone listens (see
// shared/src/bus/bus.ts). A test's leftovers must not reach the next test.
afterEach(() => {
  const held = globalThis[Symbol.for('@storefront/platform/bus-held')];
  if (held) held.held = [];
});
