import { describe, expect, it } from "vitest";
import { allPermissions, type Permissions } from "./permissions.ts";
import {
  CANCELLED_STATUS,
  canListSeamstresses,
  canViewStatus,
  checkMove,
  conferenceComplete,
  daysLate,
  FINISHED_STATUS,
  isClosedStatus,
  isLate,
  itemSubtotal,
  nextStatusOf,
  previousStatusOf,
  sizesMatchQuantity,
  STAGES,
  stageBySlug,
  stageOf,
  STATUSES,
  statusOf,
  viewCodeOf,
} from "./production.ts";

const slk = (...codes: number[]): Permissions => [
  { slug: "SLK", subPermissions: codes.map((code) => ({ code, value: 1 })) },
];
const everyStage = slk(1, 2, 3, 4, 5, 6, 7, 8);

describe("the stage order", () => {
  it.each([
    [1, "atendimentos", "/atendimentos", 1],
    [2, "artes", "/artes", 2],
    [3, "cortes", "/cortes", 3],
    [4, "tela-revelacao", "/tela-revelacao", 4],
    [5, "estamparia", "/estamparia", 5],
    [6, "confeccao", "/confeccao", 6],
    [7, "expedicao", "/expedicao", 7],
  ])("status %i is %s at %s, SLK %i", (statusId, slug, path, code) => {
    expect(stageOf(statusId)).toEqual({ statusId, slug, path, nameKey: `production:stages.${slug}`, code });
    expect(stageBySlug(slug)?.statusId).toBe(statusId);
  });

  it("has seven stages, then finished and cancelled", () => {
    expect(STAGES.map((s) => s.statusId)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(STATUSES.map((s) => s.slug)).toEqual([
      "atendimentos",
      "artes",
      "cortes",
      "tela-revelacao",
      "estamparia",
      "confeccao",
      "expedicao",
      "finalizado",
      "cancelado",
    ]);
    expect(stageOf(FINISHED_STATUS)).toBeNull();
    expect(statusOf(FINISHED_STATUS)?.nameKey).toBe("production:stages.finalizado");
    expect(statusOf(CANCELLED_STATUS)?.nameKey).toBe("production:stages.cancelado");
    expect(statusOf(0)).toBeNull();
    expect(stageBySlug("costureiras")).toBeNull();
  });

  it.each([
    [1, null, 2],
    [2, 1, 3],
    [3, 2, 4],
    [4, 3, 5],
    [5, 4, 6],
    [6, 5, 7],
    [7, 6, 8],
    [8, null, null],
    [9, null, null],
    [0, null, null],
  ])("status %i: previous %s, next %s", (statusId, previous, next) => {
    expect(previousStatusOf(statusId)?.statusId ?? null).toBe(previous);
    expect(nextStatusOf(statusId)?.statusId ?? null).toBe(next);
  });

  it("names the neighbours for the buttons Enviar para / Devolver para", () => {
    expect(nextStatusOf(2)?.nameKey).toBe("production:stages.cortes");
    expect(previousStatusOf(2)?.nameKey).toBe("production:stages.atendimentos");
    expect(nextStatusOf(7)?.nameKey).toBe("production:stages.finalizado");
  });

  it.each([
    [1, false],
    [7, false],
    [8, true],
    [9, true],
  ])("status %i closed: %s", (statusId, closed) => {
    expect(isClosedStatus(statusId)).toBe(closed);
  });
});

describe("checkMove", () => {
  const move = (
    from: number,
    to: number,
    extra: { reason?: string | null; permissions?: Permissions; itemCount?: number } = {},
  ) =>
    checkMove({
      from,
      to,
      permissions: extra.permissions ?? everyStage,
      itemCount: extra.itemCount ?? 1,
      reason: extra.reason,
    });

  it.each([
    [1, 2],
    [2, 3],
    [3, 4],
    [4, 5],
    [5, 6],
    [6, 7],
    [7, 8],
  ])("sends %i forward to %i", (from, to) => {
    expect(move(from, to)).toEqual({ ok: true, direction: "forward", from, to });
  });

  it.each([
    [2, 1],
    [3, 2],
    [4, 3],
    [5, 4],
    [6, 5],
    [7, 6],
  ])("returns %i to %i with a reason", (from, to) => {
    expect(move(from, to, { reason: "Arte com erro de grafia" })).toEqual({ ok: true, direction: "back", from, to });
  });

  it.each([
    ["no reason", undefined],
    ["null", null],
    ["empty", ""],
    ["blank", "   \n"],
  ])("refuses a return with %s", (_, reason) => {
    expect(move(3, 2, { reason })).toMatchObject({ ok: false, refusal: "reason-required" });
  });

  it.each([
    ["two ahead", 1, 3],
    ["to the end", 2, 8],
    ["two back", 5, 3],
    ["to cancelled", 4, 9],
  ])("refuses a skip (%s)", (_, from, to) => {
    expect(move(from, to, { reason: "motivo" })).toEqual({
      ok: false,
      refusal: "skip",
      messageKey: "production:server.skip",
    });
  });

  it.each([
    [0, "unknown-status"],
    [10, "unknown-status"],
    [-1, "unknown-status"],
    [2.5, "unknown-status"],
  ])("refuses the unknown status %s", (to, refusal) => {
    expect(move(2, to)).toMatchObject({ ok: false, refusal });
  });

  it("refuses going back from the first stage (there is no stage 0)", () => {
    expect(move(1, 0, { reason: "motivo" })).toMatchObject({ ok: false, refusal: "unknown-status" });
  });

  it("refuses moving a finished or cancelled order, whatever the target", () => {
    expect(move(8, 7, { reason: "motivo" })).toMatchObject({ ok: false, refusal: "finished" });
    expect(move(8, 9)).toMatchObject({ ok: false, refusal: "finished" });
    expect(move(9, 1)).toMatchObject({ ok: false, refusal: "cancelled" });
  });

  it("refuses staying in the same stage", () => {
    expect(move(4, 4)).toMatchObject({ ok: false, refusal: "same-status" });
  });

  it("refuses sending an order without items, but lets it go back", () => {
    expect(move(2, 3, { itemCount: 0 })).toMatchObject({ ok: false, refusal: "no-items" });
    expect(move(2, 1, { itemCount: 0, reason: "sem itens" })).toMatchObject({ ok: true });
  });

  it.each([
    ["arts order by a printer", 2, 3, slk(5)],
    ["printing order by arts", 5, 6, slk(2)],
    ["return from sewing by shipping", 6, 5, slk(7)],
    ["service desk moving a cut order", 3, 4, slk(1)],
    ["nobody", 1, 2, []],
  ])("refuses without the SLK code of the current stage: %s", (_, from, to, permissions) => {
    expect(move(from, to, { permissions, reason: "motivo" })).toEqual({
      ok: false,
      refusal: "forbidden",
      messageKey: "production:server.forbidden",
      values: { stage: stageOf(from)?.nameKey },
    });
  });

  it("needs the current stage's code, not the target's", () => {
    expect(move(5, 6, { permissions: slk(5) })).toMatchObject({ ok: true });
    expect(move(5, 4, { permissions: slk(5), reason: "tela borrada" })).toMatchObject({ ok: true });
  });

  it("counts a sub-permission at value 0 as missing", () => {
    const zero: Permissions = [{ slug: "SLK", subPermissions: [{ code: 2, value: 0 }] }];
    expect(move(2, 3, { permissions: zero })).toMatchObject({ refusal: "forbidden" });
  });
});

describe("who sees what", () => {
  it.each([
    [1, 1],
    [4, 4],
    [7, 7],
    [8, 1],
    [9, 1],
  ])("status %i is seen with SLK %i", (statusId, code) => {
    expect(viewCodeOf(statusId)).toBe(code);
  });

  it("lets a stage see its own orders and the service desk see all", () => {
    expect(canViewStatus(slk(5), 5)).toBe(true);
    expect(canViewStatus(slk(5), 4)).toBe(false);
    expect(canViewStatus(slk(5), 8)).toBe(false);
    expect(canViewStatus(slk(1), 6)).toBe(true);
    expect(canViewStatus(slk(1), 9)).toBe(true);
    expect(canViewStatus(allPermissions(), 3)).toBe(true);
  });

  it("lets seamstresses and sewing read the seamstress list", () => {
    expect(canListSeamstresses(slk(8))).toBe(true);
    expect(canListSeamstresses(slk(6))).toBe(true);
    expect(canListSeamstresses(slk(1, 7))).toBe(false);
  });
});

describe("late orders", () => {
  const today = "2026-03-10";
  it.each([
    ["yesterday, in printing", "2026-03-09", 5, true, 1],
    ["a month ago, in shipping", "2026-02-08", 7, true, 30],
    ["today", "2026-03-10", 5, false, 0],
    ["tomorrow", "2026-03-11", 1, false, 0],
    ["no delivery date", null, 3, false, 0],
    ["yesterday but finished", "2026-03-09", 8, false, 0],
    ["yesterday but cancelled", "2026-03-09", 9, false, 0],
    ["across a year", "2025-12-31", 2, true, 69],
  ])("%s", (_, deliveryDate, statusId, late, days) => {
    expect(isLate(deliveryDate, statusId, today)).toBe(late);
    expect(daysLate(deliveryDate, statusId, today)).toBe(days);
  });
});

describe("conference and items", () => {
  it.each([
    [[1, 2], [], false],
    [[1, 2], [1], false],
    [[1, 2], [2, 1], true],
    [[1, 2], [1, 2, 3], true],
    [[], [], false],
  ])("items %j checked %j → complete %s", (items, checked, complete) => {
    expect(conferenceComplete(items, checked)).toBe(complete);
  });

  it.each([
    [2590, 10, 0, 25900],
    [2590, 10, 900, 25000],
    [1999, 3, 5997, 0],
    [1999, 3, 5998, null],
    [1000, 1, -1, null],
    [0, 50, 0, 0],
  ])("unit %i × %i − %i = %s cents", (unit, quantity, discount, subtotal) => {
    expect(itemSubtotal(unit, quantity, discount)).toBe(subtotal);
  });

  it.each([
    [10, [], true],
    [10, [4, 6], true],
    [10, [4, 5], false],
    [0, [0], true],
  ])("quantity %i with sizes %j → %s", (quantity, sizes, ok) => {
    expect(sizesMatchQuantity(quantity, sizes)).toBe(ok);
  });
});
