import { describe, expect, it } from "vitest";
import {
  fromPdvSearch,
  newCustomerFromPdvHref,
  openedFromPdv,
  returnedCustomerId,
  saleHref,
  withoutReturnedCustomer,
} from "./customer-round-trip.ts";

describe("the PDV's round trip to create a customer", () => {
  it("marks the customer page as opened from the sale, through its tabs and saves", () => {
    expect(newCustomerFromPdvHref()).toBe("/clientes/editar?origem=pdv");
    expect(openedFromPdv("?origem=pdv")).toBe(true);
    expect(openedFromPdv("?origem=menu")).toBe(false);
    expect(openedFromPdv("")).toBe(false);
    expect(fromPdvSearch(true)).toBe("?origem=pdv");
    expect(fromPdvSearch(false)).toBe("");
  });

  it("returns to the sale with the saved customer's id, and the sale takes it once", () => {
    expect(saleHref(null)).toBe("/pdv/caixa-aberto");
    expect(saleHref(42)).toBe("/pdv/caixa-aberto?cliente=42");
    expect(returnedCustomerId("?cliente=42")).toBe(42);
    expect(withoutReturnedCustomer("?cliente=42")).toBe("");
    expect(withoutReturnedCustomer("?x=1&cliente=42")).toBe("?x=1");
  });

  it.each(["", "?cliente=", "?cliente=0", "?cliente=-3", "?cliente=1e3", "?cliente=abc", "?cliente=2147483648"])(
    "ignores %j",
    (search) => {
      expect(returnedCustomerId(search)).toBeNull();
    },
  );
});
