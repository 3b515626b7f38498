/**
 * What antd's ConfigProvider gets for its `../tooltip/UniqueProvider` in the
 * apps' builds (scripts/webpack/create-webpack-config.cjs). ConfigProvider
 * renders that provider only when its `tooltip.unique` option is set, which
 * the storefront never sets; importing it brought @rc-component/trigger with
 * its portal, popup, motion and resize observer into every first view (about
 * 9 KB gzip), for tooltips that load on intent anyway (the platform's
 * TooltipOnIntent). antd's Tooltip itself keeps its own provider.
 *
 * Setting `tooltip.unique` fails here with the reason rather than silently
 * doing nothing.
 */
export default function TooltipUniqueUnused() {
  throw new Error(
    "ConfigProvider's tooltip.unique is not available: the storefront's builds leave antd's tooltip UniqueProvider out of ConfigProvider (scripts/webpack/antd-tooltip-unique-unused.mjs).",
  );
}
