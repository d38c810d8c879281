/** Called with the new and the previous state after every change. */
export type Listener<S> = (state: S, previous: S) => void;

/** A tiny vanilla store: what React's useSyncExternalStore (or any framework) subscribes to. */
export interface Store<S> {
  getState(): S;
  /** Merges a patch (or the result of an updater) into the state and notifies when anything changed. */
  setState(patch: Partial<S> | ((state: S) => Partial<S>)): void;
  subscribe(listener: Listener<S>): () => void;
}

/** Creates a Store holding `initial`; states are replaced, never mutated, so snapshots compare by identity. */
export function createStore<S extends object>(initial: S): Store<S> {
  let state = initial;
  const listeners = new Set<Listener<S>>();
  return {
    getState: () => state,
    setState(patch) {
      const changes = typeof patch === 'function' ? patch(state) : patch;
      const keys = Object.keys(changes) as (keyof S)[];
      if (keys.every((key) => Object.is(changes[key], state[key]))) return;
      const previous = state;
      state = { ...state, ...changes };
      for (const listener of [...listeners]) listener(state, previous);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
