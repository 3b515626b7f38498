/**
 * `antd-on-intent`: the antd components that only code loaded on intent uses
 * (dialogs, drawers, forms, steps ...). Not a package: the federation shares
 * it (scripts/webpack/shared-deps.cjs), the shell's build provides it from
 * shared/platform/src/ui/antd-on-intent.ts, and Jest maps it to antd
 * (scripts/jest/create-jest-config.cjs). Typed as antd; a name that is not in
 * the curated list fails scripts/__tests__/antd-components.test.cjs.
 */
declare module 'antd-on-intent' {
  export * from 'antd';
}
