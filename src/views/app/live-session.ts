import { createActor, fromPromise, waitFor } from "xstate";
import {
  type Credentials,
  type SessionRef,
  type SessionSnapshot,
  sessionMachine,
} from "../../machines/session.machine.ts";
import type { SessionUser } from "../../schemas/auth.ts";
import { currentUser, signIn, signOut } from "../../services/api/auth.ts";
import { setNetworkCurrency } from "../../services/format.ts";
import { realtime } from "../../services/realtime.ts";

/** The session machine with the real API and realtime connection behind it. */
export const liveSessionMachine = sessionMachine.provide({
  actions: { "close realtime": () => realtime.disconnect() },
  actors: {
    "load current user": fromPromise(() => currentUser()),
    "sign in": fromPromise<SessionUser, Credentials>(({ input }) => signIn(input.login, input.password)),
    "sign out": fromPromise(async () => {
      await signOut();
    }),
  },
});

/** Starts the app's one session actor (main.tsx). */
export function startSession(): SessionRef {
  const actor = createActor(liveSessionMachine);
  // Money is shown in the signed-in network's currency (services/format.ts).
  actor.subscribe((snapshot) => setNetworkCurrency(snapshot.context.user?.currency));
  return actor.start();
}

const settled = (snapshot: SessionSnapshot) => !snapshot.hasTag("resolving") && !snapshot.hasTag("busy");

/** Thrown by the guards when the API cannot tell who the user is. */
export class SessionUnavailableError extends Error {
  constructor() {
    super("session unavailable");
  }
}

/**
 * The signed-in user once the session is known, null when nobody is signed in. A session the API could not
 * load is asked again once; if the API still does not answer, SessionUnavailableError.
 */
export async function sessionUser(session: SessionRef): Promise<SessionUser | null> {
  if (session.getSnapshot().hasTag("unavailable")) session.send({ type: "session.retry" });
  const snapshot = await waitFor(session, settled);
  if (snapshot.hasTag("unavailable")) throw new SessionUnavailableError();
  return snapshot.context.user;
}

/** Like sessionUser, but a remembered user is first confirmed with the server. */
export async function verifiedSessionUser(session: SessionRef): Promise<SessionUser | null> {
  const known = await sessionUser(session);
  if (!known) return null;
  session.send({ type: "session.verify" });
  return (await waitFor(session, settled)).context.user;
}
