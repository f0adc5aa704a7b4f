import { type ActorRefFrom, assign, type ErrorActorEvent, emit, fromPromise, setup } from "xstate";
import { changesEmail } from "../domain/profile.ts";
import type { Profile, ProfileInput } from "../schemas/users.ts";

// "Meu perfil" (spec 2.8, user menu): the dialog loads the user's own data, lets them change name and e-mail and
// saves. A new e-mail goes out only with the current password (password-reset links go to the e-mail). A refused
// save keeps what was typed and shows the server's words (422 per field, others as a notice); a failed load offers
// a retry. The view hears "saved" to refresh the session's name and close.

export type ProfileContext = {
  readonly profile: Profile | null;
  readonly failure: unknown;
};

export type ProfileEvent = { type: "profile.save"; input: ProfileInput } | { type: "profile.retry" };

export type ProfileTag = "loading" | "load-failed" | "busy" | "save-failed" | "password-missing";

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`profile machine: actor "${name}" was not provided`);
};

export const profileMachine = setup({
  types: {} as {
    context: ProfileContext;
    events: ProfileEvent;
    tags: ProfileTag;
    emitted: { type: "saved"; profile: Profile };
  },
  actors: {
    "load profile": fromPromise<Profile>(notProvided("load profile")),
    "save profile": fromPromise<Profile, ProfileInput>(notProvided("save profile")),
  },
  guards: {
    "new e-mail without the current password": ({ context, event }) =>
      event.type === "profile.save" &&
      context.profile !== null &&
      changesEmail(context.profile.email, event.input.email) &&
      !event.input.currentPassword,
  },
  actions: {
    "remember profile": assign({ profile: (_, profile: Profile) => profile, failure: null }),
    "store failure": assign({ failure: (_, error: unknown) => error }),
    "forget failure": assign({ failure: null }),
    "announce saved": emit((_, profile: Profile) => ({ type: "saved" as const, profile })),
  },
}).createMachine({
  id: "profile",
  description: "The signed-in user's own data: load, edit name and e-mail (a new e-mail with the password), save.",
  context: { profile: null, failure: null },
  initial: "loading",
  states: {
    loading: {
      tags: ["loading"],
      invoke: {
        id: "load profile",
        src: "load profile",
        onDone: { target: "editing", actions: { type: "remember profile", params: ({ event }) => event.output } },
        onError: {
          target: "loadFailed",
          actions: { type: "store failure", params: ({ event }: { event: ErrorActorEvent }) => event.error },
        },
      },
    },
    loadFailed: {
      tags: ["load-failed"],
      on: { "profile.retry": { target: "loading", actions: "forget failure" } },
    },
    editing: {
      initial: "ready",
      states: {
        ready: {},
        failed: { tags: ["save-failed"] },
        passwordMissing: {
          tags: ["password-missing"],
          description: "The e-mail changed and no current password was typed: nothing was sent.",
        },
      },
      on: {
        "profile.save": [
          { guard: "new e-mail without the current password", target: ".passwordMissing", actions: "forget failure" },
          { target: "saving", actions: "forget failure" },
        ],
      },
    },
    saving: {
      tags: ["busy"],
      invoke: {
        id: "save profile",
        src: "save profile",
        input: ({ event }) => {
          if (event.type !== "profile.save") throw new Error("profile machine: saving without input");
          return event.input;
        },
        onDone: {
          target: "saved",
          actions: [
            { type: "remember profile", params: ({ event }) => event.output },
            { type: "announce saved", params: ({ event }) => event.output },
          ],
        },
        onError: {
          target: "editing.failed",
          actions: { type: "store failure", params: ({ event }: { event: ErrorActorEvent }) => event.error },
        },
      },
    },
    saved: { type: "final" },
  },
});

export type ProfileRef = ActorRefFrom<typeof profileMachine>;
/** The machine a profile dialog runs: the live one, or one a test provided. */
export type ProfileMachineInput = typeof profileMachine;
