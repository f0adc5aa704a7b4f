import { describe, expect, it } from "vitest";
import { canSubscribe, channelTenant, channelUser, networkChannel, userChannel } from "./channel-names.ts";

describe("channel names", () => {
  it("names network and user channels as private channels", () => {
    expect(networkChannel(12)).toBe("private-network.12");
    expect(userChannel(7)).toBe("private-user.7");
  });

  it("refuses ids that are not positive safe integers", () => {
    for (const id of [0, -1, 1.5, Number.NaN, 2 ** 53]) {
      expect(() => networkChannel(id)).toThrow(RangeError);
      expect(() => userChannel(id)).toThrow(RangeError);
    }
  });

  it("parses the network id back", () => {
    expect(channelTenant(networkChannel(12))).toBe(12);
    expect(channelTenant("private-network.012")).toBeNull();
    expect(channelTenant("private-network.12x")).toBeNull();
    expect(channelTenant("private-network.")).toBeNull();
    expect(channelTenant("private-network.99999999999999999999")).toBeNull();
    expect(channelTenant("network.12")).toBeNull();
    expect(channelTenant(userChannel(12))).toBeNull();
  });

  it("parses the user id back", () => {
    expect(channelUser(userChannel(7))).toBe(7);
    expect(channelUser(networkChannel(7))).toBeNull();
  });

  it("lets a user subscribe only to their network and to themselves", () => {
    const viewer = { multiStoreId: 3, userId: 40 };
    expect(canSubscribe(networkChannel(3), viewer)).toBe(true);
    expect(canSubscribe(userChannel(40), viewer)).toBe(true);
    expect(canSubscribe(networkChannel(4), viewer)).toBe(false);
    expect(canSubscribe(userChannel(41), viewer)).toBe(false);
    expect(canSubscribe("private-user.40.extra", viewer)).toBe(false);
    expect(canSubscribe("private-other", viewer)).toBe(false);
  });
});
