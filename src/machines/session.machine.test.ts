import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import type { SessionUser } from "../schemas/auth.ts";
import { modelCoverage, transitionModel } from "./model-coverage.ts";
import { replay } from "./model-replay.ts";
import { sessionMachine } from "./session.machine.ts";

const user: SessionUser = { id: 1, name: "Mariana Albuquerque", permissions: [], multiStoreId: 1, hasOnlinePos: false };
const failure = new Error("no answer");

const events = [
  { type: "session.sign-in", credentials: { login: "admin", password: "demo1234" } },
  { type: "session.sign-out" },
  { type: "session.expired" },
  { type: "session.verify" },
  { type: "session.retry" },
  { type: "session.forget-error" },
  { type: "xstate.done.actor.load current user", output: user },
  { type: "xstate.done.actor.load current user", output: null },
  { type: "xstate.error.actor.load current user", error: failure },
  { type: "xstate.done.actor.sign in", output: user },
  { type: "xstate.error.actor.sign in", error: failure },
  { type: "xstate.done.actor.verify current user", output: user },
  { type: "xstate.done.actor.verify current user", output: null },
  { type: "xstate.error.actor.verify current user", error: failure },
  { type: "xstate.done.actor.sign out", output: undefined },
  { type: "xstate.error.actor.sign out", error: failure },
];

describe("session machine (model-based)", () => {
  const paths = transitionModel(sessionMachine, events).getShortestPaths();

  it("the paths visit every state and take every transition", () => {
    expect(modelCoverage(sessionMachine, paths)).toEqual({ missingStates: [], missingTransitions: [] });
  });

  it.each(paths.map((path) => [path.description, path] as const))("replays %s", async (_, path) => {
    const mismatch = await replay(path, (control) =>
      sessionMachine.provide({
        actors: {
          "load current user": control.actor<SessionUser | null>(),
          "sign in": control.actor<SessionUser, { login: string; password: string }>(),
          "sign out": control.actor<void>(),
        },
      }),
    );
    expect(mismatch).toBeNull();
  });
});

describe("session machine", () => {
  const provided = (
    overrides: Partial<{ me: () => Promise<SessionUser | null>; signIn: () => Promise<SessionUser> }>,
  ) =>
    sessionMachine.provide({
      actors: {
        "load current user": fromPromise(overrides.me ?? (async () => null)),
        "sign in": fromPromise(overrides.signIn ?? (async () => user)),
        "sign out": fromPromise(async () => {}),
      },
    });

  it("fails loudly when an actor was not provided", async () => {
    const actor = createActor(sessionMachine).start();
    const snapshot = await waitFor(actor, (s) => !s.hasTag("resolving"));
    expect(snapshot.hasTag("unavailable")).toBe(true);
  });

  it("keeps the failed sign-in's error for the view and forgets it on the next attempt", async () => {
    let attempts = 0;
    const actor = createActor(
      provided({
        signIn: async () => {
          attempts += 1;
          if (attempts === 1) throw failure;
          return user;
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.hasTag("signed-out"));
    actor.send({ type: "session.sign-in", credentials: { login: "admin", password: "x" } });
    const failed = await waitFor(actor, (s) => s.matches({ signedOut: "idle" }) && s.context.signInError !== null);
    expect(failed.context.signInError).toBe(failure);
    actor.send({ type: "session.sign-in", credentials: { login: "admin", password: "demo1234" } });
    expect(actor.getSnapshot().context.signInError).toBeNull();
    const signedIn = await waitFor(actor, (s) => s.hasTag("signed-in"));
    expect(signedIn.context.user).toEqual(user);
  });

  it("a 401 ends the session as expired; signing out ends it as signed-out", async () => {
    const actor = createActor(provided({ me: async () => user })).start();
    await waitFor(actor, (s) => s.hasTag("signed-in"));
    actor.send({ type: "session.expired" });
    expect(actor.getSnapshot().context).toMatchObject({ user: null, ended: "expired" });

    const other = createActor(provided({ me: async () => user })).start();
    await waitFor(other, (s) => s.hasTag("signed-in"));
    other.send({ type: "session.sign-out" });
    const out = await waitFor(other, (s) => s.hasTag("signed-out"));
    expect(out.context).toMatchObject({ user: null, ended: "signed-out" });
  });

  it.each([
    ["signing out", { type: "session.sign-out" }],
    ["a 401", { type: "session.expired" }],
    ["a failed verification", { type: "session.verify" }],
  ] as const)("closes the realtime connection when the session ends by %s", async (_, event) => {
    let closed = 0;
    let asked = 0;
    const actor = createActor(
      sessionMachine.provide({
        actors: {
          // Knows the user at start, not when asked again.
          "load current user": fromPromise(async () => (asked++ === 0 ? user : null)),
          "sign in": fromPromise(async () => user),
          "sign out": fromPromise(async () => {}),
        },
        actions: { "close realtime": () => void closed++ },
      }),
    ).start();
    await waitFor(actor, (s) => s.hasTag("signed-in"));
    expect(closed).toBe(0);
    actor.send(event);
    await waitFor(actor, (s) => s.hasTag("signed-out"));
    expect(closed).toBe(1);
  });

  it("verifying keeps the user when the server still knows the session", async () => {
    let calls = 0;
    const actor = createActor(
      provided({
        me: async () => {
          calls += 1;
          return calls === 1 ? user : { ...user, name: "Mariana A." };
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.hasTag("signed-in"));
    actor.send({ type: "session.verify" });
    const verified = await waitFor(actor, (s) => s.matches({ signedIn: "active" }) && calls === 2);
    expect(verified.context.user?.name).toBe("Mariana A.");
  });
});
