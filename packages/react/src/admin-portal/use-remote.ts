import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '@gatehouse/client';

/** A server read: loading, its data, or the §8 message of its failure. */
export interface Remote<T> {
  status: 'loading' | 'ready' | 'error';
  data?: T;
  error?: string;
  /** Loads again (keeps the shown data while loading). */
  reload(): void;
}

/** Runs `load` when its dependencies change and on reload(); answers of older runs are dropped. */
export function useRemote<T>(load: () => Promise<T>, deps: readonly unknown[]): Remote<T> {
  const [state, setState] = useState<Omit<Remote<T>, 'reload'>>({ status: 'loading' });
  const [tick, setTick] = useState(0);
  const run = useRef(0);
  useEffect(() => {
    const id = ++run.current;
    setState((s) => ({ ...s, status: 'loading', error: undefined }));
    load().then(
      (data) => id === run.current && setState({ status: 'ready', data }),
      (error: unknown) => id === run.current && setState({ status: 'error', error: errorMessage(error) }),
    );
  }, [...deps, tick]); // the caller lists what `load` reads, as with useEffect
  const reload = useCallback(() => setTick((t) => t + 1), []);
  return { ...state, reload };
}
