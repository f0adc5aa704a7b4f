import type { Credentials, SessionRef, SessionSnapshot } from "../../machines/session.machine.ts";

/**
 * The app's one session actor, started the first time something needs it. Its code (XState, the API client and
 * the Effect decoders of its answers) is not part of the first download: a guest page (login) renders without
 * it and loads it in the background; a signed-in page's guard loads it before the page.
 */
export type LazySession = {
  /** The actor once started, else null (its code has not been asked for, or is still on its way). */
  readonly current: () => SessionRef | null;
  /** Downloads the session's code once and starts the actor; later calls answer the same actor. */
  readonly load: () => Promise<SessionRef>;
  /** Calls `listener` when the actor starts (at once when it has); returns a function that stops waiting. */
  readonly onStart: (listener: (session: SessionRef) => void) => () => void;
};

/** A lazy session around `start`, which downloads and starts the actor (main.tsx: src/views/app/live-session.ts). */
export function lazySession(start: () => Promise<SessionRef>): LazySession {
  let current: SessionRef | null = null;
  let pending: Promise<SessionRef> | null = null;
  const listeners = new Set<(session: SessionRef) => void>();
  return {
    current: () => current,
    load: () => {
      pending ??= start().then(
        (session) => {
          current = session;
          for (const listener of [...listeners]) listener(session);
          listeners.clear();
          return session;
        },
        (error: unknown) => {
          // A failed download may succeed on the next try (the chunk-reload handler usually reloads first).
          pending = null;
          throw error;
        },
      );
      return pending;
    },
    onStart: (listener) => {
      if (current) {
        listener(current);
        return () => {};
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** A lazy session whose actor is already running (tests, tools). */
export function startedSession(session: SessionRef): LazySession {
  const ready = Promise.resolve(session);
  return {
    current: () => session,
    load: () => ready,
    onStart: (listener) => {
      listener(session);
      return () => {};
    },
  };
}

/** The first snapshot `accept` takes: the current one, or a later one (XState's `waitFor`, without XState). */
export function firstSnapshot(
  session: SessionRef,
  accept: (snapshot: SessionSnapshot) => boolean,
): Promise<SessionSnapshot> {
  return new Promise((resolve) => {
    const now = session.getSnapshot();
    if (accept(now)) {
      resolve(now);
      return;
    }
    const subscription = session.subscribe((snapshot) => {
      if (!accept(snapshot)) return;
      subscription.unsubscribe();
      resolve(snapshot);
    });
  });
}

const known = (snapshot: SessionSnapshot) => !snapshot.hasTag("resolving");

/**
 * Sends the sign-in once the session knows who is signed in: sent while it is still asking the server, the
 * machine would drop it (a login page that rendered before its session answered). A session the API could not
 * load is asked once more first; false when the API still does not answer (nothing was sent).
 */
export async function signInWhenKnown(session: SessionRef, credentials: Credentials): Promise<boolean> {
  let snapshot = await firstSnapshot(session, known);
  if (snapshot.hasTag("unavailable")) {
    session.send({ type: "session.retry" });
    snapshot = await firstSnapshot(session, known);
  }
  if (snapshot.hasTag("unavailable")) return false;
  session.send({ type: "session.sign-in", credentials });
  return true;
}
