import { lazy, useState, type ComponentType } from 'react';

type TModule = Promise<{ default: ComponentType }>;

/**
 * A screen whose code loads on demand, as with React's `lazy`, except that once its code is
 * in (started early by `preload`, app/early-start.ts, or by an earlier visit) it renders at
 * once. A `lazy` component suspends on its first render even when its module has arrived,
 * and React reveals a suspended boundary's content no sooner than 300 ms after showing its
 * fallback: /location waited those 300 ms for a chunk that was already there (issue 34).
 * A screen whose code is still on its way suspends as before.
 */
export function readyLazy(load: () => TModule): {
  Component: ComponentType;
  preload: () => TModule;
} {
  let ready: ComponentType | null = null;
  let loading: TModule | null = null;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        ready = module.default;
        return module;
      },
      (error: unknown) => {
        // A later visit tries again (chunk-reload.ts handles a stale deployment).
        loading = null;
        throw error;
      },
    ));
  const Lazy = lazy(preload);
  function Screen() {
    // Chosen once per mount: a screen never switches component under its own state.
    const [Component] = useState<ComponentType>(() => ready ?? Lazy);
    return <Component />;
  }
  return { Component: Screen, preload };
}
