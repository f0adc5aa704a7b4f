import { describe, expect, it } from "vitest";
import {
  type AuditValueTexts,
  actionKey,
  auditChange,
  auditDiff,
  auditValueText,
  entityKey,
  humanisedField,
  permissionSwitches,
  referencedIds,
} from "./audit.ts";

describe("auditChange", () => {
  it("keeps only the fields that differ, before and after", () => {
    expect(
      auditChange(
        { name: "Ana", email: "a@x.com", active: true },
        { name: "Ana Maria", email: "a@x.com", active: false },
      ),
    ).toEqual({
      before: { name: "Ana", active: true },
      after: { name: "Ana Maria", active: false },
    });
    expect(auditChange({ name: "Ana" }, { name: "Ana" })).toEqual({ before: {}, after: {} });
  });
});

describe("auditDiff", () => {
  it("gives one line per changed field, in the order written", () => {
    expect(
      auditDiff({ before: { name: "Ana", phone1: "31999990000" }, after: { name: "Bia", phone1: "31999990000" } }),
    ).toEqual({
      changes: [{ field: "name", before: "Ana", after: "Bia" }],
      permissions: [],
    });
  });

  it("reads a creation ({ after }) as values without a before", () => {
    expect(auditDiff({ after: { name: "Nova", active: true } }).changes).toEqual([
      { field: "name", before: undefined, after: "Nova" },
      { field: "active", before: undefined, after: true },
    ]);
  });

  it("reads a field that went away as a value without an after", () => {
    expect(auditDiff({ before: { email: "a@x.com" }, after: {} }).changes).toEqual([
      { field: "email", before: "a@x.com", after: undefined },
    ]);
  });

  it("reads older flat details as values after", () => {
    expect(auditDiff({ name: "Cliente", addresses: 2 }).changes).toEqual([
      { field: "name", before: undefined, after: "Cliente" },
      { field: "addresses", before: undefined, after: 2 },
    ]);
  });

  const perms = (entries: Array<[string, number, number]>) =>
    Object.values(
      entries.reduce<Record<string, { slug: string; subPermissions: Array<{ code: number; value: number }> }>>(
        (all, [slug, code, value]) => {
          const module = all[slug] ?? { slug, subPermissions: [] };
          module.subPermissions.push({ code, value });
          all[slug] = module;
          return all;
        },
        {},
      ),
    );

  it("names the sub-permissions switched on and off in a permissions field; 1 and 2 are both permitted", () => {
    const before = perms([
      ["RPT", 2, 2],
      ["FIN", 4, 1],
      ["POS", 1, 0],
    ]);
    const after = perms([
      ["RPT", 2, 0],
      ["FIN", 4, 2],
      ["POS", 1, 2],
      ["POS", 10, 2],
    ]);
    expect(auditDiff({ before: { permissions: before, name: "X" }, after: { permissions: after, name: "X" } })).toEqual(
      {
        changes: [],
        permissions: [
          { slug: "POS", code: 1, on: true },
          { slug: "POS", code: 10, on: true },
          { slug: "RPT", code: 2, on: false },
        ],
      },
    );
  });

  it("reads before and after that are permission lists themselves", () => {
    expect(auditDiff({ before: perms([["USR", 3, 2]]), after: perms([["USR", 1, 2]]) }).permissions).toEqual([
      { slug: "USR", code: 1, on: true },
      { slug: "USR", code: 3, on: false },
    ]);
  });

  it("ignores unknown module slugs and refuses shapes that are not permission lists", () => {
    expect(
      permissionSwitches(
        [],
        perms([
          ["XXX", 1, 2],
          ["CUS", 1, 2],
        ]),
      ),
    ).toEqual([{ slug: "CUS", code: 1, on: true }]);
    expect(permissionSwitches(undefined, perms([["CUS", 2, 1]]))).toEqual([{ slug: "CUS", code: 2, on: true }]);
    expect(permissionSwitches(["a"], [])).toBeNull();
    expect(permissionSwitches({}, [])).toBeNull();
  });
});

describe("older names", () => {
  it("reads the actions and entities written before the conventions as today's", () => {
    expect(actionKey("update")).toBe("updated");
    expect(actionKey("change_password")).toBe("password.changed");
    expect(actionKey("login.failed")).toBe("login.failed");
    expect(entityKey("customer")).toBe("customers");
    expect(entityKey("payment_methods")).toBe("payment_methods");
  });
});

describe("reading values (auditValueText)", () => {
  const names: Record<string, Record<number, string>> = {
    companies: { 1: "Loja Centro", 4: "Loja Sul" },
    users: { 7: "Ana" },
  };
  const texts: AuditValueTexts = {
    yes: "Sim",
    no: "Não",
    locale: "pt-BR",
    currency: "BRL",
    module: (slug) => ({ POS: "PDV", RPT: "Relatórios" })[slug] ?? slug,
    paymentKind: (kind) => ({ pix: "PIX", money: "Dinheiro" })[kind] ?? kind,
    name: (entity, id) => names[entity]?.[id],
    missing: (entity, id) => `${entity} ${id}`,
  };
  const read = (field: string, value: unknown) => auditValueText(field, value, texts);

  it("reads booleans as Sim/Não and empties as a dash", () => {
    expect(read("blindClose", true)).toBe("Sim");
    expect(read("hasOnlinePos", false)).toBe("Não");
    expect(read("notes", "")).toBe("—");
    expect(read("company_ids", [])).toBe("—");
    expect(read("anything", {})).toBe("—");
    expect(read("notes", null)).toBe("—");
  });

  it("reads money in the network's currency and percentages with their sign", () => {
    expect(read("cash_supply", "89.90")).toBe("R$ 89,90");
    expect(read("total", 89.9)).toBe("R$ 89,90");
    expect(auditValueText("total", "89.90", { ...texts, locale: "es-EC", currency: "USD" })).toMatch(/^\$ 89[,.]90$/);
    expect(read("fee_percentage", 1.5)).toBe("1,50 %");
    expect(read("commission_percentage", "1.5")).toBe("1,50 %");
  });

  it("names the ids of units and users, and says which are gone", () => {
    expect(read("company_ids", [1, 4])).toBe("Loja Centro, Loja Sul");
    expect(read("companyIds", [1, 9])).toBe("Loja Centro, companies 9");
    expect(read("user_id", 7)).toBe("Ana");
    expect(read("company_id", null)).toBe("—");
  });

  it("reads modules and kinds in words, phones and documents masked", () => {
    expect(read("disabledModules", ["POS"])).toBe("PDV");
    expect(read("kind", "pix")).toBe("PIX");
    expect(read("phone", "31991234567")).toBe("(31) 99123-4567");
    expect(read("phone1", 31991234567)).toBe("(31) 99123-4567");
    expect(read("docId1", "52998224725")).toBe("529.982.247-25");
  });

  it("joins lists and spells out objects", () => {
    expect(read("tags", ["a", "b"])).toBe("a, b");
    expect(read("items", [1])).toBe("1");
    expect(read("changed_prices", { price: "2.00" })).toBe("Price: R$ 2,00");
  });

  it("humanises a field without a text", () => {
    expect(humanisedField("blindClose")).toBe("Blind close");
    expect(humanisedField("days_to_receive")).toBe("Days to receive");
  });
});

describe("the users' flat permissions ({ 'CUS 2': 0 } → { 'CUS 2': 2 })", () => {
  it("reads each code switched on or off, and nothing for a change of level", () => {
    expect(
      auditDiff({ before: { "CUS 2": 0, "POS 1": 2, "RPT 3": 1 }, after: { "CUS 2": 2, "POS 1": 0, "RPT 3": 2 } }),
    ).toEqual({
      changes: [],
      permissions: [
        { slug: "CUS", code: 2, on: true },
        { slug: "POS", code: 1, on: false },
      ],
    });
  });
});

describe("referencedIds", () => {
  it("collects the ids of units, users and groups the details point to", () => {
    expect(
      referencedIds({ before: { company_ids: [1], user_id: 3 }, after: { company_ids: [1, 4], user_id: null } }),
    ).toEqual({ companies: [1, 4], users: [3] });
    expect(referencedIds({ name: "x" })).toEqual({});
  });
});
