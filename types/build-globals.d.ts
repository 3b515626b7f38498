// Globals and module kinds provided by scripts/webpack/create-webpack-config.cjs.

/** Id of the build that produced this bundle (env STOREFRONT_BUILD_ID, default a timestamp). */
declare const STOREFRONT_BUILD_ID: string;

// Asset modules resolve to their URL.
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.jpg' {
  const url: string;
  export default url;
}
declare module '*.webp' {
  const url: string;
  export default url;
}
