import { describe, expect, it } from "vitest";
import { actionKey, auditChange, auditDiff, entityKey, permissionSwitches } from "./audit.ts";

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
