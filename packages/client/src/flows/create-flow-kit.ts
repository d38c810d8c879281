import type { Clock } from '../client-options';
import { createStore, type Store } from '../store';
import { errorMessage } from '../transport/api-error';

/** What every flow machine is built from: its store and timers that die with it. */
export interface FlowKit<S extends object> {
  store: Store<S>;
  /** Runs `callback` after `ms` on the client's clock unless the flow was disposed first. */
  later(callback: () => void, ms: number): void;
  /** Cancels pending timers and refuses later ones (a screen that unmounts must not navigate later). */
  dispose(): void;
}

/** The public face shared by every flow: read, subscribe, dispose. */
export interface Flow<S> {
  getState(): S;
  subscribe(listener: (state: S, previous: S) => void): () => void;
  dispose(): void;
}

/** Creates the store and timer set of a flow. */
export function createFlowKit<S extends object>(initial: S, clock: Clock): FlowKit<S> {
  const store = createStore(initial);
  const timers = new Set<unknown>();
  // A flow's async work can finish after its screen unmounted (a sign-in that navigated away as soon as the
  // session arrived): a timer it sets then must never start, or it would navigate from wherever the user went.
  let disposed = false;
  return {
    store,
    later(callback, ms) {
      if (disposed) return;
      const handle = clock.setTimeout(() => {
        timers.delete(handle);
        callback();
      }, ms);
      timers.add(handle);
    },
    dispose() {
      disposed = true;
      for (const handle of timers) clock.clearTimeout(handle);
      timers.clear();
    },
  };
}

/**
 * Runs a step's server work with `loading` set; a failure clears it and shows the server's message (spec 000 §8).
 * The work sets the next step (and `loading: false`) itself when it succeeds.
 */
export async function withLoading<S extends { loading: boolean; error?: string }>(
  store: Store<S>,
  work: () => Promise<void>,
): Promise<void> {
  store.setState({ loading: true, error: undefined } as Partial<S>);
  try {
    await work();
  } catch (error) {
    store.setState({ loading: false, error: errorMessage(error) } as Partial<S>);
  }
}
