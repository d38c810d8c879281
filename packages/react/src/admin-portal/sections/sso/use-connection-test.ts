import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { errorMessage } from '@gatehouse/client';
import type { SsoConnectionTest } from '@gatehouse/contracts';
import { useAdminData } from '../../data/use-admin-data';

/** The pop-up's name: a second test reuses the same window instead of opening another. */
const TEST_WINDOW = 'gatehouse-sso-test';
const TEST_WINDOW_FEATURES = 'popup=yes,width=520,height=680';
const POLL_MS = 1000;
/** The server gives up on a test nobody finished after 10 minutes; polling stops then too. */
const TEST_LIFETIME_MS = 10 * 60_000;

/** A started test: its id, and the provider's sign-in page when the pop-up was blocked (shown as a link instead). */
interface Started {
  id: string;
  blockedAddress?: string;
}

/** What the test panel shows: the start's refusal, the result so far, and the way to start (again). */
export interface ConnectionTestState {
  /** Opens the pop-up and starts a test: call it in the click handler itself, or the pop-up blocker refuses it. */
  start(): void;
  starting: boolean;
  startError: string | undefined;
  /** Whether a test has been started (the result panel shows). */
  started: boolean;
  blockedAddress: string | undefined;
  /** The result so far: pending, or finished (locally `expired` once the test's lifetime is over). */
  result: SsoConnectionTest | undefined;
  /** A failed read of the result. */
  readError: string | undefined;
}

/**
 * A test sign-in through a connection. The pop-up is opened at once, empty, in the click (a window opened after an
 * await is blocked), then sent to the identity provider's page once the server has answered. The result is polled
 * every second while pending, for at most the test's lifetime; the pop-up closes when it is in.
 */
export function useConnectionTest(connectionId: string): ConnectionTestState {
  const sso = useAdminData().sso;
  const begin = useMutation(sso.mutations.startTest());
  const popup = useRef<Window | null>(null);
  const [test, setTest] = useState<Started>();
  const [timedOut, setTimedOut] = useState(false);
  const read = useQuery({
    ...sso.queries.testResult(connectionId, test?.id ?? ''),
    enabled: Boolean(test) && !timedOut,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? POLL_MS : false),
    // The pop-up may cover the portal's window (which then counts as hidden): keep polling regardless.
    refetchIntervalInBackground: true,
  });
  const finished = read.data && read.data.status !== 'pending';
  const result: SsoConnectionTest | undefined =
    timedOut && test && !finished ? { id: test.id, status: 'failed', reason: 'expired' } : read.data;
  const done = result !== undefined && result.status !== 'pending';

  useEffect(() => {
    if (!test || done) return;
    const timer = setTimeout(() => setTimedOut(true), TEST_LIFETIME_MS);
    return () => clearTimeout(timer);
  }, [test, done]);

  // The result is in: the provider's window has nothing more to show.
  useEffect(() => {
    if (!done) return;
    popup.current?.close();
    popup.current = null;
  }, [done]);

  // Leaving the connection's page abandons the test: nobody would see its result.
  useEffect(() => () => popup.current?.close(), []);

  const start = () => {
    const opened = window.open('', TEST_WINDOW, TEST_WINDOW_FEATURES);
    // The provider's page must not reach back into the portal through window.opener (reverse tabnabbing).
    if (opened) opened.opener = null;
    popup.current = opened;
    setTest(undefined);
    setTimedOut(false);
    begin.mutate(connectionId, {
      onSuccess: ({ id, address }) => {
        const blocked = !opened || opened.closed;
        if (!blocked) opened.location.replace(address);
        setTest({ id, ...(blocked ? { blockedAddress: address } : {}) });
      },
      onError: () => {
        opened?.close();
        popup.current = null;
      },
    });
  };

  return {
    start,
    starting: begin.isPending,
    startError: begin.error ? errorMessage(begin.error) : undefined,
    started: test !== undefined,
    blockedAddress: done ? undefined : test?.blockedAddress,
    result,
    readError: read.error && !read.data ? errorMessage(read.error) : undefined,
  };
}
