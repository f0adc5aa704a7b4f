import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import { type Credentials, sessionMachine } from "../../machines/session.machine.ts";
import type { SessionUser } from "../../schemas/auth.ts";
import { lazySession, signInWhenKnown, startedSession } from "./lazy-session.ts";

const admin: SessionUser = { id: 1, name: "Admin", permissions: [], multiStoreId: 1, hasOnlinePos: false };

/** A session whose first answers (GET /me) are given by the test, one promise per call. */
function sessionWith(answers: Array<() => Promise<SessionUser | null>>) {
  const signIn = vi.fn(async (credentials: Credentials) => ({ ...admin, name: credentials.login }));
  let call = 0;
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        "load current user": fromPromise(() => (answers[call++] ?? (async () => null))()),
        "sign in": fromPromise<SessionUser, Credentials>(({ input }) => signIn(input)),
        "sign out": fromPromise(async () => {}),
      },
    }),
  );
  return { actor, signIn };
}

const later = <T>() => {
  let settle: (value: T) => void = () => {};
  let fail: (error: unknown) => void = () => {};
  const promise = new Promise<T>((resolve, reject) => {
    settle = resolve;
    fail = reject;
  });
  return { promise, settle, fail };
};

describe("lazySession", () => {
  it("starts the actor once, tells who waits for it, and is null until then", async () => {
    const { actor } = sessionWith([async () => null]);
    const start = vi.fn(async () => actor.start());
    const session = lazySession(start);
    const started = vi.fn();
    session.onStart(started);
    expect(session.current()).toBeNull();
    const [a, b] = await Promise.all([session.load(), session.load()]);
    expect(a).toBe(actor);
    expect(b).toBe(actor);
    expect(start).toHaveBeenCalledTimes(1);
    expect(started).toHaveBeenCalledWith(actor);
    expect(session.current()).toBe(actor);
    const late = vi.fn();
    session.onStart(late);
    expect(late).toHaveBeenCalledWith(actor);
  });

  it("a failed download can be tried again", async () => {
    const { actor } = sessionWith([async () => null]);
    const start = vi.fn().mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"));
    start.mockResolvedValueOnce(actor.start());
    const session = lazySession(start);
    await expect(session.load()).rejects.toThrow(TypeError);
    expect(session.current()).toBeNull();
    expect(await session.load()).toBe(actor);
  });

  it("startedSession wraps a running actor", async () => {
    const { actor } = sessionWith([async () => null]);
    const session = startedSession(actor.start());
    expect(session.current()).toBe(actor);
    expect(await session.load()).toBe(actor);
  });
});

describe("signInWhenKnown", () => {
  it("waits while the session is still asking the server, then signs in", async () => {
    const me = later<SessionUser | null>();
    const { actor, signIn } = sessionWith([() => me.promise]);
    actor.start();
    const sent = signInWhenKnown(actor, { login: "admin", password: "demo1234" });
    await Promise.resolve();
    expect(signIn).not.toHaveBeenCalled();
    me.settle(null);
    expect(await sent).toBe(true);
    await vi.waitFor(() => expect(actor.getSnapshot().hasTag("signed-in")).toBe(true));
    expect(signIn).toHaveBeenCalledWith({ login: "admin", password: "demo1234" });
  });

  it("asks again when the API did not answer; false when it still does not", async () => {
    const { actor, signIn } = sessionWith([
      async () => {
        throw new Error("down");
      },
      async () => null,
    ]);
    actor.start();
    expect(await signInWhenKnown(actor, { login: "admin", password: "x" })).toBe(true);
    expect(signIn).toHaveBeenCalledTimes(1);

    const down = sessionWith([
      async () => {
        throw new Error("down");
      },
      async () => {
        throw new Error("still down");
      },
    ]);
    down.actor.start();
    expect(await signInWhenKnown(down.actor, { login: "admin", password: "x" })).toBe(false);
    expect(down.signIn).not.toHaveBeenCalled();
  });
});
