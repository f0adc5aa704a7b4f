import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multiStores } from "./schema.ts";
import { parseFeaturesCommand, setAccountFeatures } from "./features.ts";
import { startTestApp, type TestApp } from "../test/harness.ts";

// Feature flags by network account (spec 6): set by the operator's CLI, read by the shell through the session.

let t: TestApp;
let demoId = 0;
let otherId = 0;
beforeAll(async () => {
  t = await startTestApp();
  const stores = await t.db.select().from(multiStores);
  demoId = stores.find((s) => s.name === "Rede Demo")?.id ?? 0;
  otherId = stores.find((s) => s.name !== "Rede Demo")?.id ?? 0;
});
afterAll(() => t.close());

describe("npm run network -- features", () => {
  it("reads the operator's arguments, a usage message for anything else", () => {
    expect(parseFeaturesCommand(["features", "3", "--new-features", "on", "--partner", "off"])).toEqual({
      networkId: 3,
      flags: { newFeatures: true, homologationPartner: false },
    });
    expect(parseFeaturesCommand(["features", "12"])).toEqual({ networkId: 12, flags: {} });
    for (const args of [
      [],
      ["features"],
      ["features", "x"],
      ["features", "0"],
      ["features", "3", "--partner"],
      ["features", "3", "--partner", "yes"],
      ["features", "3", "--beta", "on"],
      ["other", "3"],
    ])
      expect(parseFeaturesCommand(args), args.join(" ")).toHaveProperty("error");
  });

  it("sets the flags given on that account only, keeps the others, and null for no such account", async () => {
    expect(await setAccountFeatures(t.db, demoId, { homologationPartner: true })).toEqual({
      name: "Rede Demo",
      newFeatures: false,
      homologationPartner: true,
    });
    expect(await setAccountFeatures(t.db, demoId, { newFeatures: true })).toMatchObject({
      newFeatures: true,
      homologationPartner: true,
    });
    expect(await setAccountFeatures(t.db, demoId, {})).toMatchObject({ newFeatures: true, homologationPartner: true });
    const [other] = await t.db.select().from(multiStores).where(eq(multiStores.id, otherId));
    expect(other).toMatchObject({ newFeatures: false, homologationPartner: false });
    expect(await setAccountFeatures(t.db, 999_999, { newFeatures: true })).toBeNull();
  });

  it("reaches the signed-in users of the account on their next request (me) and at sign-in", async () => {
    await setAccountFeatures(t.db, demoId, { newFeatures: false, homologationPartner: true });
    const cookie = await t.login("caixa");
    const me = async (c: string) =>
      ((await (await t.request("/api/v1/me", { cookie: c })).json()) as { features: unknown }).features;
    expect(await me(cookie)).toEqual({ newFeatures: false, homologationPartner: true });
    await setAccountFeatures(t.db, demoId, { newFeatures: true, homologationPartner: false });
    expect(await me(cookie)).toEqual({ newFeatures: true, homologationPartner: false });
    const signIn = await t.request("/api/v1/auth", {
      method: "POST",
      json: { login: "outra.admin", password: "demo1234" },
    });
    expect(((await signIn.json()) as { features: unknown }).features).toEqual({
      newFeatures: false,
      homologationPartner: false,
    });
  });
});
