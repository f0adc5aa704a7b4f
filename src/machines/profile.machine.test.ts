import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import type { Profile, ProfileInput } from "../schemas/users.ts";
import { modelCoverage, transitionModel } from "./model-coverage.ts";
import { replay } from "./model-replay.ts";
import { profileMachine } from "./profile.machine.ts";

const PROFILE: Profile = {
  id: 7,
  name: "Carla Caixa",
  login: "caixa",
  email: "caixa@rede.example",
  account: "Rede Demo",
  companies: [{ id: 1, name: "Loja Centro" }],
  created_at: "2025-01-01T12:00:00.000Z",
};
const INPUT: ProfileInput = { name: "Carla C.", email: "carla@rede.example", currentPassword: "demo1234" };
/** A new e-mail typed without the password. */
const NO_PASSWORD: ProfileInput = { name: "Carla C.", email: "carla@rede.example" };
/** Only the name changed: no password needed. */
const NAME_ONLY: ProfileInput = { name: "Carla C.", email: PROFILE.email };

const events = [
  { type: "profile.retry" },
  { type: "profile.save", input: INPUT },
  { type: "profile.save", input: NO_PASSWORD },
  { type: "xstate.done.actor.load profile", output: PROFILE },
  { type: "xstate.error.actor.load profile", error: new Error("offline") },
  { type: "xstate.done.actor.save profile", output: { ...PROFILE, ...INPUT } },
  { type: "xstate.error.actor.save profile", error: new Error("422") },
];

describe("profile machine (model-based)", () => {
  const paths = transitionModel(profileMachine, events).getShortestPaths();

  it("the paths visit every state and take every transition", () => {
    expect(modelCoverage(profileMachine, paths)).toEqual({ missingStates: [], missingTransitions: [] });
  });

  it.each(paths.map((path) => [path.description, path] as const))("replays %s", async (_, path) => {
    const mismatch = await replay(path, (control) =>
      profileMachine.provide({
        actors: {
          "load profile": control.actor<Profile>(),
          "save profile": control.actor<Profile, ProfileInput>(),
        },
      }),
    );
    expect(mismatch).toBeNull();
  });
});

describe("profile machine", () => {
  const started = async (sent: ProfileInput[]) => {
    const actor = createActor(
      profileMachine.provide({
        actors: {
          "load profile": fromPromise(async () => PROFILE),
          "save profile": fromPromise<Profile, ProfileInput>(async ({ input }) => {
            sent.push(input);
            return { ...PROFILE, ...input };
          }),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches("editing"));
    return actor;
  };

  it("sends nothing while a new e-mail comes without the current password", async () => {
    const sent: ProfileInput[] = [];
    const actor = await started(sent);
    for (const input of [
      NO_PASSWORD,
      { ...NO_PASSWORD, currentPassword: "" },
      { ...NAME_ONLY, email: "CAIXA@rede.example" },
    ]) {
      actor.send({ type: "profile.save", input });
      expect(actor.getSnapshot().hasTag("password-missing"), JSON.stringify(input)).toBe(true);
    }
    expect(sent).toEqual([]);
    actor.send({ type: "profile.save", input: INPUT });
    await waitFor(actor, (s) => s.status === "done");
    expect(sent).toEqual([INPUT]);
  });

  it("saves a change of name alone without asking for the password", async () => {
    const sent: ProfileInput[] = [];
    const actor = await started(sent);
    actor.send({ type: "profile.save", input: NAME_ONLY });
    await waitFor(actor, (s) => s.status === "done");
    expect(sent).toEqual([NAME_ONLY]);
  });

  it("sends what was typed, keeps the failure until the next try and announces the saved profile", async () => {
    const sent: ProfileInput[] = [];
    const actor = createActor(
      profileMachine.provide({
        actors: {
          "load profile": fromPromise(async () => PROFILE),
          "save profile": fromPromise<Profile, ProfileInput>(async ({ input }) => {
            sent.push(input);
            if (sent.length === 1) throw new Error("E-mail já cadastrado");
            return { ...PROFILE, ...input };
          }),
        },
      }),
    );
    const announced: Profile[] = [];
    actor.on("saved", (event) => announced.push(event.profile));
    actor.start();
    await waitFor(actor, (s) => s.matches("editing"));
    actor.send({ type: "profile.save", input: INPUT });
    const failed = await waitFor(actor, (s) => s.hasTag("save-failed"));
    expect(failed.context.failure).toBeInstanceOf(Error);
    expect(announced).toEqual([]);
    actor.send({ type: "profile.save", input: { ...INPUT, email: "outro@rede.example" } });
    expect(actor.getSnapshot().context.failure).toBeNull();
    await waitFor(actor, (s) => s.status === "done");
    expect(sent).toEqual([INPUT, { ...INPUT, email: "outro@rede.example" }]);
    expect(announced.map((p) => p.email)).toEqual(["outro@rede.example"]);
  });
});
