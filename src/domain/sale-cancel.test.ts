import { describe, expect, it } from "vitest";
import { CANCEL_REASON_MIN, cancelDecision, cancelReasonProblem } from "./sale-cancel.ts";

describe("cancelReasonProblem", () => {
  it("asks for a reason of at least 5 characters, counted without the spaces around it", () => {
    expect(CANCEL_REASON_MIN).toBe(5);
    expect(cancelReasonProblem("")).toBe("required");
    expect(cancelReasonProblem("    ")).toBe("required");
    expect(cancelReasonProblem(" erro ")).toBe("too-short");
    expect(cancelReasonProblem("troca")).toBeNull();
    expect(cancelReasonProblem("Cliente desistiu da compra")).toBeNull();
    expect(cancelReasonProblem("x".repeat(501))).toBe("too-long");
  });
});

describe("invisible reasons", () => {
  it("does not count zero-width characters as a reason", () => {
    expect(cancelReasonProblem(" \u200b\u200b\u200b\u200b\u200b ")).toBe("required");
    expect(cancelReasonProblem("ab\u200bc\u200bd")).toBe("too-short");
  });
});

describe("cancelDecision", () => {
  it("lets a cashier cancel the sales of their own open register", () => {
    expect(cancelDecision({ finished: true, ownOpenRegister: true, manager: false })).toBe("allowed");
  });
  it("needs the manager's permission for any other sale", () => {
    expect(cancelDecision({ finished: true, ownOpenRegister: false, manager: false })).toBe("forbidden");
    expect(cancelDecision({ finished: true, ownOpenRegister: false, manager: true })).toBe("allowed");
  });
  it("refuses a sale canceled already, after the permission check", () => {
    expect(cancelDecision({ finished: false, ownOpenRegister: true, manager: false })).toBe("already-canceled");
    expect(cancelDecision({ finished: false, ownOpenRegister: false, manager: false })).toBe("forbidden");
  });
});
