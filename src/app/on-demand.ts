import { runWhenIdle, type IdleStep } from "./idle.ts";

/** A lazily imported module, and what it warms up in idle time once loaded. */
export type OnDemand<T> = {
  /** Fetches the module once; a failed fetch is forgotten, so a later call (back online) tries again. */
  load(): Promise<T>;
  /** The module, once it has loaded. */
  readonly loaded: T | undefined;
};

/** What a module may export to be warmed up once it has loaded. */
type Warm = { warmUpSteps?: readonly IdleStep[] };

/** One import shared by every caller, its warm-up steps run in idle time the first time it loads. */
export function onDemand<T extends object & Warm>(importer: () => Promise<T>): OnDemand<T> {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    load: () =>
      (loading ??= importer().then(
        (module) => {
          runWhenIdle(module.warmUpSteps ?? []);
          return (loaded = module);
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
    get loaded() {
      return loaded;
    },
  };
}

/**
 * For React.lazy: the module already fetched, as a thenable that resolves the moment `then` is called,
 * so lazy renders it without suspending; otherwise its loading (with `fallback` should it fail).
 */
export function lazyModule<T extends { default: unknown }>(module: OnDemand<T>, fallback?: Pick<T, "default">): Promise<Pick<T, "default">> {
  const ready = module.loaded;
  if (ready !== undefined) return { then: (resolve: (value: T) => void) => resolve(ready) } as unknown as Promise<T>;
  return fallback === undefined ? module.load() : module.load().catch(() => fallback);
}
