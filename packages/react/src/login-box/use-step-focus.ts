import { useEffect, useRef, type RefObject } from 'react';
import { useGatehouse } from '../gatehouse-context';

// The step each provider's box showed last. Kept per provider (its history), not per screen: a new route mounts a new
// screen, and that is a new step too.
const lastStepOf = new WeakMap<object, string>();

/**
 * Moves focus to the box's heading when the step shown changes, so a screen reader starts on the new step instead of
 * the page's body. Not on the page's first step, not when the new step put focus on a field of its own (autoFocus)
 * or on its error (focus then already is where the user works), and not when focus is on the host's page outside the
 * box. `step` undefined (the loading placeholder) takes no part.
 */
export function useStepFocus(heading: RefObject<HTMLElement | null>, step: string | undefined): void {
  const { history } = useGatehouse();
  // Where focus was while this render was prepared: after the commit, a different element inside the box means the
  // new step focused something itself.
  const focusedBefore = useRef<Element | null>(null);
  focusedBefore.current = typeof document === 'undefined' ? null : document.activeElement;
  useEffect(() => {
    if (step === undefined) return;
    const last = lastStepOf.get(history);
    if (last === step) return;
    lastStepOf.set(history, step);
    const box = heading.current?.closest('section');
    const focused = document.activeElement;
    const lost = !focused || focused === document.body;
    // Focus the host page holds (outside the box) is the host's.
    if (last === undefined || !box || (!lost && !box.contains(focused))) return;
    if (lost || focused === focusedBefore.current) heading.current?.focus();
  }, [history, heading, step]);
}
