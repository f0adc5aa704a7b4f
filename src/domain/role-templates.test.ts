import { describe, expect, it } from "vitest";
import {
  allPermissions,
  can,
  hasModule,
  isAdministrator,
  isKnownCode,
  isPermitted,
  MODULE_CODES,
  MODULE_SLUGS,
  type Permissions,
  permissionValue,
} from "./permissions.ts";
import { escalations, outranks, ROLE_NAMES, ROLE_TEMPLATES, unitsBeyondReach } from "./role-templates.ts";

const on = (permissions: Permissions) =>
  permissions.flatMap((m) => m.subPermissions.filter((s) => s.value > 0).map((s) => `${m.slug} ${s.code}`));

describe("role templates (Modelo de perfil)", () => {
  it.each(ROLE_NAMES)("%s lists every code of spec 6, each at 0 or 2", (role) => {
    const template = ROLE_TEMPLATES[role];
    expect(template.map((m) => m.slug)).toEqual([...MODULE_SLUGS]);
    for (const module of template) {
      expect(module.subPermissions.map((s) => s.code)).toEqual([...MODULE_CODES[module.slug]]);
      for (const s of module.subPermissions) expect([0, 2]).toContain(s.value);
    }
  });

  it("the cashier uses the register and sees no other menu", () => {
    expect(on(ROLE_TEMPLATES.cashier)).toEqual(["POS 1"]);
    expect(MODULE_SLUGS.filter((slug) => hasModule(ROLE_TEMPLATES.cashier, slug))).toEqual(["POS"]);
  });

  it("the seller works customers, the CRM, the agenda and proposals", () => {
    expect(on(ROLE_TEMPLATES.seller)).toEqual(["CAL 1", "CUS 1", "CUS 2", "CRM 1", "GVA 1"]);
  });

  it("production has the eight print-production stages, the stock keeper the stock and its reports", () => {
    expect(on(ROLE_TEMPLATES.production)).toEqual(MODULE_CODES.SLK.map((code) => `SLK ${code}`));
    expect(on(ROLE_TEMPLATES["stock-keeper"])).toEqual([
      "RPT 9",
      "RPT 11",
      "RPT 12",
      ...MODULE_CODES.STO.map((code) => `STO ${code}`),
    ]);
  });

  it("finance has the financial module and its reports (payment methods, DRE, units)", () => {
    expect(on(ROLE_TEMPLATES.finance)).toEqual([
      "RPT 2",
      "RPT 3",
      "RPT 5",
      "FIN 1",
      "FIN 2",
      "FIN 3",
      "FIN 4",
      "FIN 5",
    ]);
  });

  it("the manager reads the audit log but manages no users nor settings; only the administrator does", () => {
    const manager = ROLE_TEMPLATES.manager;
    expect(permissionValue(manager, "USR", 3)).toBe(2);
    expect(isAdministrator(manager)).toBe(false);
    expect(hasModule(manager, "CNF")).toBe(false);
    expect(can(manager, { slug: "RPT", code: 7, level: 2 })).toBe(true);
    expect(ROLE_NAMES.filter((role) => isAdministrator(ROLE_TEMPLATES[role]))).toEqual(["administrator"]);
    expect(ROLE_TEMPLATES.administrator).toEqual(allPermissions(2));
  });
});

describe("permission values", () => {
  it("1 and 2 show a toggle on, 0 off (spec 4)", () => {
    expect([0, 1, 2].map(isPermitted)).toEqual([false, true, true]);
  });

  it("knows the codes of spec 2.9 only", () => {
    expect(isKnownCode("POS", 10)).toBe(true);
    expect(isKnownCode("POS", 2)).toBe(false);
    expect(isKnownCode("RPT", 10)).toBe(false);
  });
});

describe("escalations", () => {
  const caller: Permissions = [
    { slug: "USR", subPermissions: [{ code: 1, value: 2 }] },
    { slug: "CUS", subPermissions: [{ code: 1, value: 1 }] },
  ];
  it("names every code raised above the caller's own value", () => {
    const after: Permissions = [
      { slug: "CUS", subPermissions: [{ code: 1, value: 2 }] },
      { slug: "FIN", subPermissions: [{ code: 4, value: 2 }] },
      { slug: "USR", subPermissions: [{ code: 1, value: 2 }] },
    ];
    expect(escalations(caller, [], after)).toEqual([
      { slug: "CUS", code: 1 },
      { slug: "FIN", code: 4 },
    ]);
  });
  it("lets a value the user already had stay, and lowering is never an escalation", () => {
    const before: Permissions = [{ slug: "FIN", subPermissions: [{ code: 4, value: 2 }] }];
    expect(escalations(caller, before, before)).toEqual([]);
    expect(escalations(caller, before, [{ slug: "FIN", subPermissions: [{ code: 4, value: 0 }] }])).toEqual([]);
  });
});

describe("outranks", () => {
  const manager = [
    { slug: "USR", subPermissions: [{ code: 1, value: 2 }] },
    { slug: "CUS", subPermissions: [{ code: 1, value: 1 }] },
  ] as const;
  it("is true when the target holds any code above the caller's value", () => {
    expect(outranks(allPermissions(), manager)).toBe(true);
    expect(outranks([{ slug: "CUS", subPermissions: [{ code: 1, value: 2 }] }], manager)).toBe(true);
    expect(outranks([{ slug: "CRM", subPermissions: [{ code: 1, value: 1 }] }], manager)).toBe(true);
  });
  it("is false for a peer or someone below, and for codes switched off", () => {
    expect(outranks(manager, manager)).toBe(false);
    expect(outranks([{ slug: "CUS", subPermissions: [{ code: 1, value: 1 }] }], manager)).toBe(false);
    expect(outranks([{ slug: "FIN", subPermissions: [{ code: 4, value: 0 }] }], manager)).toBe(false);
  });
});

describe("unitsBeyondReach", () => {
  it("names the added units the caller does not work in, none for who manages units", () => {
    expect(unitsBeyondReach([1, 2], [1], false)).toEqual([2]);
    expect(unitsBeyondReach([1], [1], false)).toEqual([]);
    expect(unitsBeyondReach([1, 2], [1], true)).toEqual([]);
  });
});
