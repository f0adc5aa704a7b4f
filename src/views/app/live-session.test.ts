import { describe, expect, it, vi } from "vitest";
import { waitFor } from "xstate";
import type { SessionUser } from "../../schemas/auth.ts";
import { startSession } from "./live-session.ts";

const user: SessionUser = { id: 1, name: "Mariana Albuquerque", permissions: [], multiStoreId: 1, hasOnlinePos: false };

vi.mock("../../services/api/auth.ts", () => ({
  currentUser: vi.fn(async () => user),
  signIn: vi.fn(async () => user),
  signOut: vi.fn(async () => ({ message: "ok" })),
}));
vi.mock("../../services/realtime.ts", () => ({ realtime: { disconnect: vi.fn() } }));

const { realtime } = await import("../../services/realtime.ts");

describe("the app's session", () => {
  it("closes the realtime connection when the user signs out", async () => {
    const session = startSession();
    await waitFor(session, (s) => s.hasTag("signed-in"));
    expect(realtime.disconnect).not.toHaveBeenCalled();
    session.send({ type: "session.sign-out" });
    await waitFor(session, (s) => s.hasTag("signed-out"));
    expect(realtime.disconnect).toHaveBeenCalledTimes(1);
  });
});
