import {
  type ActorRefFrom,
  type ErrorActorEvent,
  assertEvent,
  assign,
  fromPromise,
  type SnapshotFrom,
  setup,
} from "xstate";
import type { SessionUser } from "../schemas/auth.ts";

export type Credentials = { readonly login: string; readonly password: string };

/** Why the last session ended: the user left, or the server stopped recognising it. */
export type SessionEnd = "signed-out" | "expired";

export type SessionContext = {
  user: SessionUser | null;
  /** The last failed sign-in (an API error); the view turns it into text. */
  signInError: unknown;
  ended: SessionEnd | null;
};

export type SessionEvent =
  | { type: "session.sign-in"; credentials: Credentials }
  | { type: "session.sign-out" }
  /** Any API call answered 401: the session is gone on the server. */
  | { type: "session.expired" }
  /** Ask the server whether the session still holds (guest-only pages do, before sending a user home). */
  | { type: "session.verify" }
  | { type: "session.retry" }
  /** The login page was left: its old error should not greet the next visit. */
  | { type: "session.forget-error" };

export type SessionTag = "resolving" | "signed-in" | "signed-out" | "busy" | "unavailable";

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`session machine: actor "${name}" was not provided`);
};

export const sessionMachine = setup({
  types: {} as { context: SessionContext; events: SessionEvent; tags: SessionTag },
  actors: {
    "load current user": fromPromise<SessionUser | null>(notProvided("load current user")),
    "sign in": fromPromise<SessionUser, Credentials>(notProvided("sign in")),
    "sign out": fromPromise<void>(notProvided("sign out")),
  },
  guards: {
    "is a user": (_, user: SessionUser | null) => user !== null,
  },
  actions: {
    "remember user": assign({
      user: (_, user: SessionUser | null) => user,
    }),
    "remember sign-in error": assign({ signInError: (_, error: unknown) => error }),
    "forget sign-in error": assign({ signInError: null }),
    "start session": assign({ ended: null, signInError: null }),
    "end session": assign({ user: null, ended: (_, reason: SessionEnd) => reason }),
    /** Provided by the app (services/session.ts): closes the realtime connection, so no event of the network arrives after the session ended. */
    "close realtime": () => {},
  },
}).createMachine({
  id: "session",
  description: "Who is signed in. Route guards wait for it; a 401 from any call ends it.",
  initial: "resolving",
  context: { user: null, signInError: null, ended: null },
  states: {
    resolving: {
      tags: ["resolving"],
      description: "Asks the server for the current session's user (GET /api/v1/me).",
      invoke: {
        id: "load current user",
        src: "load current user",
        onDone: [
          {
            guard: { type: "is a user", params: ({ event }) => event.output },
            target: "signedIn",
            actions: { type: "remember user", params: ({ event }) => event.output },
          },
          { target: "signedOut" },
        ],
        onError: { target: "unavailable" },
      },
    },
    unavailable: {
      tags: ["unavailable"],
      description: "The API did not answer; the next guard asks again.",
      on: { "session.retry": { target: "resolving" } },
    },
    signedOut: {
      tags: ["signed-out"],
      initial: "idle",
      states: {
        idle: {
          on: {
            "session.sign-in": { target: "signingIn", actions: "forget sign-in error" },
            "session.forget-error": { actions: "forget sign-in error" },
          },
        },
        signingIn: {
          tags: ["busy"],
          invoke: {
            id: "sign in",
            src: "sign in",
            input: ({ event }) => {
              assertEvent(event, "session.sign-in");
              return event.credentials;
            },
            onDone: {
              target: "#session.signedIn",
              actions: { type: "remember user", params: ({ event }) => event.output },
            },
            onError: {
              target: "idle",
              actions: {
                type: "remember sign-in error",
                params: ({ event }: { event: ErrorActorEvent }) => event.error,
              },
            },
          },
        },
      },
    },
    signedIn: {
      tags: ["signed-in"],
      entry: "start session",
      // Signing out, a 401 or a failed verification: whichever way the session ends, the live updates stop.
      exit: "close realtime",
      initial: "active",
      states: {
        active: {
          on: { "session.verify": { target: "verifying" } },
        },
        verifying: {
          tags: ["busy"],
          invoke: {
            id: "verify current user",
            src: "load current user",
            onDone: [
              {
                guard: { type: "is a user", params: ({ event }) => event.output },
                target: "active",
                actions: { type: "remember user", params: ({ event }) => event.output },
              },
              { target: "#session.signedOut", actions: { type: "end session", params: "expired" } },
            ],
            // A lost connection is not a lost session: keep the user.
            onError: { target: "active" },
          },
        },
      },
      on: {
        "session.sign-out": { target: "signingOut" },
        "session.expired": { target: "signedOut", actions: { type: "end session", params: "expired" } },
      },
    },
    signingOut: {
      tags: ["busy"],
      invoke: {
        id: "sign out",
        src: "sign out",
        // Signed out locally either way; a failed call leaves at most a session the server expires.
        onDone: { target: "signedOut", actions: { type: "end session", params: "signed-out" } },
        onError: { target: "signedOut", actions: { type: "end session", params: "signed-out" } },
      },
    },
  },
});

export type SessionRef = ActorRefFrom<typeof sessionMachine>;
export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;
