import { describe, expect, it } from "vitest";
import { createMaintenanceCheck } from "./maintenance-check.ts";

describe("maintenance check", () => {
  it("trusts 'off' for the TTL, asks again after it", async () => {
    let calls = 0;
    let clock = 0;
    const check = createMaintenanceCheck(
      async () => {
        calls += 1;
        return { maintenance: false };
      },
      () => clock,
      1000,
    );
    expect(await check()).toBe(false);
    clock = 999;
    expect(await check()).toBe(false);
    expect(calls).toBe(1);
    clock = 1000;
    await check();
    expect(calls).toBe(2);
  });

  it("asks every time while maintenance is on, so users leave as soon as it ends", async () => {
    const answers = [true, true, false];
    const check = createMaintenanceCheck(
      async () => ({ maintenance: answers.shift() ?? false }),
      () => 0,
    );
    expect(await check()).toBe(true);
    expect(await check()).toBe(true);
    expect(await check()).toBe(false);
  });

  it("an API that does not answer is not in maintenance", async () => {
    const check = createMaintenanceCheck(async () => {
      throw new Error("offline");
    });
    expect(await check()).toBe(false);
  });
});
