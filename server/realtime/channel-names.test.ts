import { describe, expect, it } from "vitest";
import { allPermissions, type Permissions } from "../../src/domain/permissions.ts";
import { canSubscribe, channelModule, channelUser, moduleChannel, userChannel } from "./channel-names.ts";

const only = (...codes: Array<[string, number]>): Permissions =>
  codes.map(([slug, code]) => ({ slug, subPermissions: [{ code, value: 1 }] }) as Permissions[number]);

describe("channel names", () => {
  it("names module and user channels as private channels", () => {
    expect(moduleChannel(12, "pdv")).toBe("private-network.12.pdv");
    expect(moduleChannel(12, "production")).toBe("private-network.12.production");
    expect(userChannel(7)).toBe("private-user.7");
  });

  it("refuses ids that are not positive safe integers", () => {
    for (const id of [0, -1, 1.5, Number.NaN, 2 ** 53]) {
      expect(() => moduleChannel(id, "pdv")).toThrow(RangeError);
      expect(() => userChannel(id)).toThrow(RangeError);
    }
  });

  it("parses the network and module back", () => {
    expect(channelModule(moduleChannel(12, "production"))).toEqual({ multiStoreId: 12, module: "production" });
    for (const name of [
      "private-network.12",
      "private-network.012.pdv",
      "private-network.12x.pdv",
      "private-network..pdv",
      "private-network.99999999999999999999.pdv",
      "private-network.12.stock",
      "private-network.12.pdv.extra",
      "network.12.pdv",
      userChannel(12),
    ])
      expect(channelModule(name), name).toBeNull();
  });

  it("parses the user id back", () => {
    expect(channelUser(userChannel(7))).toBe(7);
    expect(channelUser(moduleChannel(7, "pdv"))).toBeNull();
  });

  it("lets a user subscribe only to themselves and to their network's modules they may see", () => {
    const admin = { multiStoreId: 3, userId: 40, permissions: allPermissions(1) };
    expect(canSubscribe(moduleChannel(3, "pdv"), admin)).toBe(true);
    expect(canSubscribe(moduleChannel(3, "production"), admin)).toBe(true);
    expect(canSubscribe(userChannel(40), admin)).toBe(true);
    expect(canSubscribe(moduleChannel(4, "pdv"), admin)).toBe(false);
    expect(canSubscribe(userChannel(41), admin)).toBe(false);
    expect(canSubscribe("private-user.40.extra", admin)).toBe(false);
    expect(canSubscribe("private-network.3", admin)).toBe(false);
    expect(canSubscribe("private-other", admin)).toBe(false);
  });

  it("signs the sales channel for POS 1, POS 10 or RPT 7 only, and production for any SLK code", () => {
    const viewer = (permissions: Permissions) => ({ multiStoreId: 3, userId: 40, permissions });
    const producao = viewer(only(["SLK", 1], ["SLK", 5]));
    expect(canSubscribe(moduleChannel(3, "pdv"), producao)).toBe(false);
    expect(canSubscribe(moduleChannel(3, "production"), producao)).toBe(true);
    for (const pdv of [only(["POS", 1]), only(["POS", 10]), only(["RPT", 7])]) {
      expect(canSubscribe(moduleChannel(3, "pdv"), viewer(pdv))).toBe(true);
      expect(canSubscribe(moduleChannel(3, "production"), viewer(pdv))).toBe(false);
    }
    expect(canSubscribe(moduleChannel(3, "pdv"), viewer(only(["RPT", 1], ["CUS", 1])))).toBe(false);
    expect(canSubscribe(moduleChannel(3, "production"), viewer(only(["SLK", 8])))).toBe(true);
    const zero = [{ slug: "SLK", subPermissions: [{ code: 1, value: 0 }] }] as Permissions;
    expect(canSubscribe(moduleChannel(3, "production"), viewer(zero))).toBe(false);
  });
});
