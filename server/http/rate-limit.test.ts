import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimitHits } from "./schema.ts";
import { startTestApp, type TestApp } from "../test/harness.ts";
import { takeHit } from "./rate-limit.ts";

// The shared rate-limit store (issue 9, item 4): counts agree across requests running at once.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;

describe("takeHit", () => {
  it("allows up to the limit in the window, then answers when to retry", async () => {
    const start = new Date("2030-01-01T10:00:00Z");
    const limit = { bucket: "test:window", limit: 3, windowMs: 60 * MINUTE };
    for (let i = 0; i < 3; i++) {
      expect(await takeHit(t.db, [limit], new Date(start.getTime() + i * MINUTE))).toEqual({ allowed: true });
    }
    expect(await takeHit(t.db, [limit], new Date(start.getTime() + 10 * MINUTE))).toEqual({
      allowed: false,
      retryAfterSeconds: 50 * 60,
    });
    // Once the first hit leaves the window there is room for one more.
    expect(await takeHit(t.db, [limit], new Date(start.getTime() + 60 * MINUTE + 1))).toEqual({ allowed: true });
    expect((await takeHit(t.db, [limit], new Date(start.getTime() + 60 * MINUTE + 2))).allowed).toBe(false);
  });

  it("records nothing when any one of the limits is reached", async () => {
    const now = new Date();
    const narrow = { bucket: "test:narrow", limit: 1, windowMs: 60 * MINUTE };
    const wide = { bucket: "test:wide", limit: 10, windowMs: 60 * MINUTE };
    expect((await takeHit(t.db, [narrow, wide], now)).allowed).toBe(true);
    expect((await takeHit(t.db, [wide, narrow], now)).allowed).toBe(false);
    expect(await t.db.$count(rateLimitHits, eq(rateLimitHits.bucket, "test:wide"))).toBe(1);
  });

  it("lets exactly the limit through when many requests arrive at once", async () => {
    const now = new Date();
    const limits = [
      { bucket: "test:burst", limit: 4, windowMs: 60 * MINUTE },
      { bucket: "test:burst-other", limit: 100, windowMs: 60 * MINUTE },
    ];
    const verdicts = await Promise.all(Array.from({ length: 25 }, () => takeHit(t.db, limits, now)));
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(4);
    expect(await t.db.$count(rateLimitHits, eq(rateLimitHits.bucket, "test:burst"))).toBe(4);
  });

  it("prunes hits older than a day", async () => {
    const now = new Date();
    await t.db
      .insert(rateLimitHits)
      .values({ bucket: "test:old", createdAt: new Date(now.getTime() - 25 * 60 * MINUTE) });
    await takeHit(t.db, [{ bucket: "test:new", limit: 1, windowMs: MINUTE }], now);
    expect(await t.db.$count(rateLimitHits, eq(rateLimitHits.bucket, "test:old"))).toBe(0);
  });
});
