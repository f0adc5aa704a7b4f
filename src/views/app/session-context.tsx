import { useSelector } from "@xstate/react";
import { createContext, type ReactNode, useContext } from "react";
import type { SessionRef } from "../../machines/session.machine.ts";
import type { SessionUser } from "../../schemas/auth.ts";

const SessionContext = createContext<SessionRef | null>(null);

export type SessionProviderProps = { session: SessionRef; children: ReactNode };

/** Makes the app's session actor available to every screen. */
export function SessionProvider({ session, children }: SessionProviderProps) {
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

/** The session actor: send `session.sign-out`, read tags and the user. */
export function useSession(): SessionRef {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession outside SessionProvider");
  return session;
}

/** The signed-in user, or null. */
export function useSessionUser(): SessionUser | null {
  return useSelector(useSession(), (snapshot) => snapshot.context.user);
}
