import { createContext, type ReactNode, use, useCallback, useContext, useSyncExternalStore } from "react";
import type { SessionRef, SessionSnapshot } from "../../machines/session.machine.ts";
import type { SessionUser } from "../../schemas/auth.ts";
import type { LazySession } from "./lazy-session.ts";

// Deliberately without @xstate/react: the login page reads the session through these hooks before (and
// without) downloading XState; screens inside the layout may still use `useSelector` on `useSession()`.

const SessionContext = createContext<LazySession | null>(null);

export type SessionProviderProps = { session: LazySession; children: ReactNode };

/** Makes the app's session (started on first use) available to every screen. */
export function SessionProvider({ session, children }: SessionProviderProps) {
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

/** The lazy session: `current()` without waiting, `load()` to start it. */
export function useLazySession(): LazySession {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession outside SessionProvider");
  return session;
}

/**
 * The session actor: send `session.sign-out`, read tags and the user. Suspends until the session's code has
 * loaded, which inside the signed-in layout it always has (its guard waited for the user).
 */
export function useSession(): SessionRef {
  const session = useLazySession();
  return session.current() ?? use(session.load());
}

/**
 * A value of the session's snapshot, re-read when the snapshot changes; `fallback` until the session has
 * started (a guest page renders before it). `select` must return a primitive or a stored reference.
 */
export function useSessionValue<T>(select: (snapshot: SessionSnapshot) => T, fallback: T): T {
  const session = useLazySession();
  const subscribe = useCallback(
    (onChange: () => void) => {
      let subscription: { unsubscribe: () => void } | null = null;
      const stopWaiting = session.onStart((actor) => {
        subscription = actor.subscribe(onChange);
        onChange();
      });
      return () => {
        stopWaiting();
        subscription?.unsubscribe();
      };
    },
    [session],
  );
  const read = () => {
    const actor = session.current();
    return actor ? select(actor.getSnapshot()) : fallback;
  };
  return useSyncExternalStore(subscribe, read, read);
}

const userOf = (snapshot: SessionSnapshot) => snapshot.context.user;

/** The signed-in user, or null (also while the session is still unknown). */
export function useSessionUser(): SessionUser | null {
  return useSessionValue(userOf, null);
}
