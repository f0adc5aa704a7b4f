import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { CustomerId, SaleId } from "./ids.ts";

describe("branded ids", () => {
  it("decode the wire's positive integers and refuse anything else", () => {
    expect(Schema.decodeUnknownSync(CustomerId)(12)).toBe(12);
    for (const bad of [0, -1, 1.5, "12", 2_147_483_648]) expect(() => Schema.decodeUnknownSync(SaleId)(bad)).toThrow();
  });

  it("keep one resource's id out of another's place (checked by tsc)", () => {
    const sale = Schema.decodeUnknownSync(SaleId)(7);
    const customerOnly = (id: CustomerId) => id;
    // @ts-expect-error a SaleId is not a CustomerId
    expect(customerOnly(sale)).toBe(7);
    // @ts-expect-error nor is a plain number
    expect(customerOnly(7)).toBe(7);
  });
});
