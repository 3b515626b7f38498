import type { ComponentType } from 'react';

/**
 * Stand-in for '@module-federation/enhanced/runtime' in jsdom, where no remote
 * can load. Use with
 * `jest.mock('@module-federation/enhanced/runtime', () => require('../../testing/federation-runtime-mock'))`.
 * Each remote expose renders a labelled region, so a test sees which remote is where.
 */
export function remoteStub(id: string): ComponentType {
  const Stub = () => <section aria-label={`remote ${id}`}>{id}</section>;
  Stub.displayName = `RemoteStub(${id})`;
  return Stub;
}

export const loadRemote = jest.fn(async (id: string) => ({ default: remoteStub(id) }));
export const registerRemotes = jest.fn();
export const registerPlugins = jest.fn();
export const preloadRemote = jest.fn(async () => undefined);
export const registerShared = jest.fn();
export const loadShare = jest.fn(async () => false);
