import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ExposeOf, ExposeProps, RemoteName } from '@storefront/contract';
import { Component, Suspense, lazy, useEffect, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { RemoteFallback } from './remote-fallback';
import { REMOTE_FAILED } from './runtime-plugins';
import { Skeleton } from './skeleton';

type RemoteModule<P> = { default: ComponentType<P>; [REMOTE_FAILED]?: boolean };

/**
 * Which remote and expose to mount, typed by the contract's registry
 * (`RemoteExposes`): a misspelt remote or expose, or a prop the expose does
 * not take, fails to compile.
 */
export interface RemoteMountProps<R extends RemoteName, E extends ExposeOf<R>> {
  /** Federation name of the remote, e.g. `mf_cart`. */
  remote: R;
  /** Expose key, e.g. `./CartButton`. */
  expose: E;
  props?: ExposeProps<R, E>;
  /** Shown while the remote loads; a skeleton by default, nothing when null (always-mounted overlays). */
  loading?: ReactNode;
  compact?: boolean;
}

const cache = new Map<string, ComponentType<object>>();

/**
 * The RemoteMounts on screen, by expose id, each with a function that makes it
 * load again. A retry goes through here, not through a closure kept in the
 * cached component: React may throw away a render (a transition restarted or
 * interrupted), and a state setter captured in that render updates nothing.
 */
const mounted = new Map<string, Set<() => void>>();

function retryRemote(id: string) {
  cache.delete(id);
  for (const reload of mounted.get(id) ?? []) reload();
}

function lazyRemote<P extends object>(id: string, remote: string, compact: boolean) {
  const cached = cache.get(id);
  if (cached) return cached as ComponentType<P>;
  const component = lazy(async () => {
    const loaded = await loadRemote<RemoteModule<P>>(id);
    if (!loaded?.default || loaded[REMOTE_FAILED]) {
      cache.delete(id); // the next mount tries again
      return { default: () => <RemoteFallback remote={remote} compact={compact} onRetry={() => retryRemote(id)} /> };
    }
    return loaded;
  });
  cache.set(id, component as unknown as ComponentType<object>);
  return component as ComponentType<P>;
}

interface BoundaryProps {
  remote: string;
  compact: boolean;
  onRetry: () => void;
  children: ReactNode;
}

class RemoteBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[remote ${this.props.remote}]`, error, info.componentStack);
  }

  override render() {
    if (this.state.failed) {
      return (
        <RemoteFallback
          remote={this.props.remote}
          compact={this.props.compact}
          onRetry={() => {
            this.setState({ failed: false });
            this.props.onRetry();
          }}
        />
      );
    }
    return this.props.children;
  }
}

/**
 * Mounts one expose of one remote. Whatever happens to that remote (down,
 * slow, throwing while rendering) costs only this area of the page.
 */
export function RemoteMount<R extends RemoteName, E extends ExposeOf<R>>({
  remote,
  expose,
  props,
  loading,
  compact = false,
}: RemoteMountProps<R, E>) {
  const id = `${remote}/${expose.replace(/^\.\//, '')}`;
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const reload = () => setAttempt((value) => value + 1);
    const mounts = mounted.get(id) ?? new Set();
    mounted.set(id, mounts.add(reload));
    return () => void mounts.delete(reload);
  }, [id]);
  const retry = () => retryRemote(id);
  const Loaded = lazyRemote<object>(id, remote, compact);
  return (
    <RemoteBoundary key={attempt} remote={remote} compact={compact} onRetry={retry}>
      <Suspense fallback={loading !== undefined ? loading : compact ? <Skeleton.Button active size="small" /> : <Skeleton active />}>
        {/* eslint-disable-next-line react-hooks/static-components -- lazyRemote caches one component per expose, so it is the same one every render; only a retry makes a new one, on purpose */}
        <Loaded {...(props ?? {})} />
      </Suspense>
    </RemoteBoundary>
  );
}
