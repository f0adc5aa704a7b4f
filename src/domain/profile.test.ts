import { describe, expect, it } from "vitest";
import { changesEmail } from "./profile.ts";

describe("changesEmail", () => {
  it.each([
    ["caixa@rede.example", "caixa@rede.example", false],
    ["caixa@rede.example", "  caixa@rede.example ", false],
    ["caixa@rede.example", "carla@rede.example", true],
    ["caixa@rede.example", "Caixa@rede.example", true],
    ["caixa@rede.example", "", true],
  ])("%s → %j: %s", (current, typed, changed) => {
    expect(changesEmail(current, typed)).toBe(changed);
  });
});
