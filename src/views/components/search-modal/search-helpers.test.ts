import { describe, expect, it } from "vitest";
import { apiError } from "../../../schemas/api-error.ts";
import { cellContent } from "./search-cell.ts";
import { SearchModalConfigError, selectableColumns } from "./search-columns.ts";
import { searchFailureMessages } from "./search-failure.ts";
import { readSearchRows, valueAt } from "./search-rows.ts";

describe("selectableColumns", () => {
  it("returns the columns marked selectable", () => {
    const id = { field: "id", header: "Código", selectable: true };
    expect(selectableColumns([id, { field: "name", header: "Nome" }])).toEqual([id]);
  });

  it("throws a configuration error when no column is selectable", () => {
    expect(() => selectableColumns([{ field: "name", header: "Nome", selectable: false }])).toThrow(
      SearchModalConfigError,
    );
    expect(() => selectableColumns([])).toThrow(/at least one column marked selectable/);
  });
});

describe("valueAt and readSearchRows", () => {
  const body = { data: { items: [{ id: 1, customer: { name: "Ana" } }] } };

  it("reads dotted paths", () => {
    expect(valueAt(body, "data.items")).toEqual([{ id: 1, customer: { name: "Ana" } }]);
    expect(valueAt({ customer: { name: "Ana" } }, "customer.name")).toBe("Ana");
    expect(valueAt({ customer: null }, "customer.name")).toBeUndefined();
    expect(valueAt({}, "toString")).toBeUndefined();
  });

  it("reads the list from the body or from the configured field", () => {
    expect(readSearchRows([{ id: 1 }])).toEqual([{ id: 1 }]);
    expect(readSearchRows(body, "data.items")).toHaveLength(1);
  });

  it("throws when there is no list of objects there", () => {
    expect(() => readSearchRows(body, "data")).toThrow(/data/);
    expect(() => readSearchRows([1, 2])).toThrow();
  });
});

describe("cellContent", () => {
  it.each([
    [null, { kind: "undefined" }],
    [undefined, { kind: "undefined" }],
    ["  ", { kind: "undefined" }],
    [{ a: 1 }, { kind: "undefined" }],
    [[], { kind: "undefined" }],
    [true, { kind: "yes" }],
    [false, { kind: "no" }],
    [0, { kind: "text", text: "0" }],
    ["Ana", { kind: "text", text: "Ana" }],
    [["A", null, "B"], { kind: "text", text: "A, B" }],
  ])("shows %j as %j", (value, expected) => {
    expect(cellContent(value)).toEqual(expected);
  });
});

describe("searchFailureMessages", () => {
  const texts = { fallback: "Falhou", connection: "Sem conexão" };

  it("shows the server's messages", () => {
    expect(searchFailureMessages(apiError("Invalid", 422, ["Filtro curto", "Página inválida"]), texts)).toEqual([
      "Filtro curto",
      "Página inválida",
    ]);
    expect(searchFailureMessages(apiError("NotFound", 404, ["Rota inexistente"]), texts)).toEqual(["Rota inexistente"]);
  });

  it("falls back to the connection text, the fallback with the status, or the fallback", () => {
    expect(searchFailureMessages(apiError("Offline", 0, []), texts)).toEqual(["Sem conexão"]);
    expect(searchFailureMessages(apiError("ServerFailure", 503, []), texts)).toEqual(["Falhou (503)"]);
    expect(searchFailureMessages(apiError("UnexpectedAnswer", 200, ["Expected array"]), texts)).toEqual(["Falhou"]);
    expect(searchFailureMessages(new Error("boom"), texts)).toEqual(["Falhou"]);
  });
});
