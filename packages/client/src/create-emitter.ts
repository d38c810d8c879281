/** A minimal typed event emitter (no Node `events` in the browser bundle). */
export interface Emitter<Events extends Record<string, unknown>> {
  /** Subscribes to an event; returns the unsubscribe function. */
  on<K extends keyof Events>(name: K, callback: (payload: Events[K]) => void): () => void;
  off<K extends keyof Events>(name: K, callback: (payload: Events[K]) => void): void;
  emit<K extends keyof Events>(name: K, payload: Events[K]): void;
}

/** Creates an Emitter; a throwing listener is logged and does not stop the others or the flow that emitted. */
export function createEmitter<Events extends Record<string, unknown>>(): Emitter<Events> {
  const listeners = new Map<keyof Events, Set<(payload: never) => void>>();
  return {
    on(name, callback) {
      const set = listeners.get(name) ?? new Set();
      set.add(callback as (payload: never) => void);
      listeners.set(name, set);
      return () => this.off(name, callback);
    },
    off(name, callback) {
      listeners.get(name)?.delete(callback as (payload: never) => void);
    },
    emit(name, payload) {
      for (const callback of [...(listeners.get(name) ?? [])]) {
        try {
          (callback as (payload: Events[typeof name]) => void)(payload);
        } catch (error) {
          console.error(`Gatehouse: a "${String(name)}" listener failed`, error);
        }
      }
    },
  };
}
