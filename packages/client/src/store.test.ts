import { describe, expect, it, vi } from 'vitest';
import { createEmitter } from './create-emitter';
import { createStore } from './store';

describe('createStore', () => {
  it('merges patches, notifies with new and previous state, and skips no-op updates', () => {
    const store = createStore({ a: 1, b: 'x' });
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    const first = store.getState();
    store.setState({ a: 2 });
    expect(store.getState()).toEqual({ a: 2, b: 'x' });
    expect(listener).toHaveBeenCalledWith({ a: 2, b: 'x' }, first);
    store.setState({ a: 2 });
    store.setState((s) => ({ b: s.b }));
    expect(listener).toHaveBeenCalledTimes(1);
    store.setState((s) => ({ a: s.a + 1 }));
    expect(store.getState().a).toBe(3);
    stop();
    store.setState({ a: 9 });
    expect(listener).toHaveBeenCalledTimes(2);
    expect(first).toEqual({ a: 1, b: 'x' });
  });
});

describe('createEmitter', () => {
  it('delivers to subscribers until they unsubscribe, isolating failing listeners', () => {
    const emitter = createEmitter<{ ping: number }>();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const received: number[] = [];
    emitter.on('ping', () => {
      throw new Error('listener bug');
    });
    const off = emitter.on('ping', (n) => received.push(n));
    emitter.emit('ping', 1);
    off();
    emitter.emit('ping', 2);
    expect(received).toEqual([1]);
    expect(error).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });
});
