/**
 * A matchMedia that answers min-width/max-width queries (antd's breakpoints)
 * for a window `width` pixels wide: jsdom has no layout, so without this every
 * query is false and antd renders its smallest layout.
 */
export function matchMediaFor(width: number): typeof window.matchMedia {
  return (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
  };
}
