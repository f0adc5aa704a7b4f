import { describe, expect, it } from "vitest";
import { apiError } from "../../schemas/api-error.ts";
import { describeAuthError } from "./describe-auth-error.ts";

const texts = { invalid: "Usuário e/ou senha inválido(s).", connection: "Sem conexão", fallback: "Falhou" };

describe("describeAuthError", () => {
  it("shows nothing without an error", () => {
    expect(describeAuthError(null, texts, [])).toBeNull();
  });

  it("a 401 is the fixed invalid-credentials text, whatever the server said", () => {
    const error = apiError("Unauthorized", 401, ["something else"]);
    expect(describeAuthError(error, texts, ["login"])).toEqual({ message: texts.invalid, fields: {} });
  });

  it("the throttle answer (429) is the server's message as is", () => {
    const text = "Muitas tentativas de acesso sem sucesso. Aguarde 15 minutos e tente novamente.";
    expect(describeAuthError(apiError("TooManyRequests", 429, [text]), texts, [])?.message).toBe(text);
  });

  it("422 messages go next to the form's fields; the others above the form", () => {
    const error = apiError("Invalid", 422, ["a", "b", "c"], {
      newPassword: ["a", "b"],
      token: ["c"],
    });
    expect(describeAuthError(error, texts, ["newPassword", "confirmedNewPassword"])).toEqual({
      message: "c",
      fields: { newPassword: "a. b." },
    });
  });

  it("a lost connection has its own text; a server failure shows its status", () => {
    expect(describeAuthError(apiError("Offline", 0, []), texts, [])?.message).toBe("Sem conexão");
    expect(describeAuthError(apiError("ServerFailure", 503, []), texts, [])?.message).toBe("Falhou (503)");
    expect(describeAuthError(new Error("boom"), texts, [])?.message).toBe("Falhou");
  });
});
