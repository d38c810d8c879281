import type { LocationLike } from '../client-options';

/** A location double whose assign() records and moves the address. */
export interface FakeLocation extends LocationLike {
  assigned: string[];
  /** Changes the address without recording a navigation (the user typed it). */
  set(url: string): void;
}

/** Creates a FakeLocation at `url`. */
export function createFakeLocation(url = 'https://app.example.com/'): FakeLocation {
  let current = new URL(url);
  const fake: FakeLocation = {
    assigned: [],
    get href() {
      return current.href;
    },
    get origin() {
      return current.origin;
    },
    get search() {
      return current.search;
    },
    get hash() {
      return current.hash;
    },
    assign(next) {
      fake.assigned.push(next);
      current = new URL(next, current);
    },
    set(next) {
      current = new URL(next, current);
    },
  };
  return fake;
}
