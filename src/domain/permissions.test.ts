import { describe, expect, it } from "vitest";
import {
  allPermissions,
  can,
  canSeePos,
  hasModule,
  type Permissions,
  permissionValue,
  usesPosPlaceholder,
} from "./permissions.ts";

const cashier: Permissions = [
  { slug: "POS", subPermissions: [{ code: 1, value: 1 }] },
  {
    slug: "CUS",
    subPermissions: [
      { code: 1, value: 1 },
      { code: 2, value: 0 },
    ],
  },
];
const placeholder: Permissions = [{ slug: "POS", subPermissions: [{ code: 10, value: 1 }] }];

describe("permissions", () => {
  it.each([
    ["CUS", true],
    ["POS", true],
    ["RPT", false],
  ] as const)("menu %s shown: %s", (slug, shown) => {
    expect(hasModule(cashier, slug)).toBe(shown);
  });

  it("hides a menu whose sub-permissions are all zero", () => {
    expect(hasModule([{ slug: "FIN", subPermissions: [{ code: 1, value: 0 }] }], "FIN")).toBe(false);
  });

  it.each([
    [{ slug: "CUS", code: 1 }, true],
    [{ slug: "CUS", code: 2 }, false],
    [{ slug: "CUS", code: 1, level: 2 }, false],
    [{ slug: "POS", code: 10 }, false],
    [{ slug: "USR", code: 1 }, false],
  ] as const)("can %o: %s", (requirement, allowed) => {
    expect(can(cashier, requirement)).toBe(allowed);
  });

  it("reads values, zero when missing", () => {
    expect(permissionValue(cashier, "POS", 1)).toBe(1);
    expect(permissionValue(cashier, "POS", 10)).toBe(0);
  });

  it("uses the placeholder session only with POS 10 and without POS 1", () => {
    expect(usesPosPlaceholder(placeholder)).toBe(true);
    expect(usesPosPlaceholder(cashier)).toBe(false);
    expect(
      usesPosPlaceholder([
        {
          slug: "POS",
          subPermissions: [
            { code: 1, value: 1 },
            { code: 10, value: 1 },
          ],
        },
      ]),
    ).toBe(false);
  });

  it("shows the POS entry only with online POS", () => {
    expect(canSeePos(cashier, true)).toBe(true);
    expect(canSeePos(cashier, false)).toBe(false);
    expect(canSeePos([], true)).toBe(false);
  });

  it("gives the administrator every module", () => {
    const admin = allPermissions();
    expect(admin).toHaveLength(18);
    expect(can(admin, { slug: "SLK", code: 8, level: 2 })).toBe(true);
  });
});
