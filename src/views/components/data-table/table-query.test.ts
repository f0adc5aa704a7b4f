import { describe, expect, it } from "vitest";
import type { TableQuery } from "../../../machines/data-table.machine.ts";
import { readTableQuery, type TableQueryDefaults, toListRequest, writeTableQuery } from "./table-query.ts";

const noPeriod: TableQueryDefaults = { sortFields: ["name", "login"], period: null };
const monthToDate: TableQueryDefaults = {
  sortFields: ["name"],
  period: { initialDate: "2026-05-01", finalDate: "2026-05-21" },
};
const params = (text: string) => new URLSearchParams(text);
const base: TableQuery = {
  page: 1,
  sortField: null,
  sortDirection: "asc",
  filter: "",
  initialDate: null,
  finalDate: null,
};

describe("readTableQuery", () => {
  it("reads every key of the URL", () => {
    expect(
      readTableQuery(
        params(
          "page=3&sortField=login&sortDirection=desc&filter=%20ana%20&initialDate=2026-01-01&finalDate=2026-01-31",
        ),
        noPeriod,
      ),
    ).toEqual({
      page: 3,
      sortField: "login",
      sortDirection: "desc",
      filter: "ana",
      initialDate: "2026-01-01",
      finalDate: "2026-01-31",
    });
  });

  it.each([
    ["page=0", { page: 1 }],
    ["page=-2", { page: 1 }],
    ["page=2.5", { page: 1 }],
    ["page=abc", { page: 1 }],
    ["sortField=password", { sortField: null }],
    ["sortField=name&sortDirection=sideways", { sortField: "name", sortDirection: "asc" }],
    ["initialDate=2026-02-30", { initialDate: null }],
    ["finalDate=21/05/2026", { finalDate: null }],
  ])("falls back to the default for %s", (search, expected) => {
    expect(readTableQuery(params(search), noPeriod)).toEqual({ ...base, ...expected });
  });

  it("cuts the filter at the server's limit", () => {
    expect(readTableQuery(params(`filter=${"a".repeat(250)}`), noPeriod).filter).toHaveLength(200);
  });

  it("uses the default period while the URL names none, and no period once it was cleared", () => {
    expect(readTableQuery(params(""), monthToDate)).toMatchObject({
      initialDate: "2026-05-01",
      finalDate: "2026-05-21",
    });
    expect(readTableQuery(params("initialDate=&finalDate="), monthToDate)).toMatchObject({
      initialDate: null,
      finalDate: null,
    });
    expect(readTableQuery(params("initialDate=bad"), monthToDate).initialDate).toBe("2026-05-01");
  });
});

describe("writeTableQuery", () => {
  it("writes only what differs from the defaults and keeps the URL's other keys", () => {
    const written = writeTableQuery(
      params("projectId=7&page=4&filter=old"),
      { ...base, page: 2, sortField: "name", sortDirection: "desc", filter: "ana" },
      noPeriod,
    );
    expect(written.toString()).toBe("projectId=7&page=2&sortField=name&sortDirection=desc&filter=ana");
    expect(writeTableQuery(params("page=4&filter=old"), base, noPeriod).toString()).toBe("");
  });

  it("leaves the default period out and writes a cleared one as empty", () => {
    const defaults = { ...base, initialDate: "2026-05-01", finalDate: "2026-05-21" };
    expect(writeTableQuery(params(""), defaults, monthToDate).toString()).toBe("");
    expect(writeTableQuery(params(""), base, monthToDate).toString()).toBe("initialDate=&finalDate=");
    expect(
      writeTableQuery(
        params(""),
        { ...base, initialDate: "2026-04-01", finalDate: "2026-04-30" },
        monthToDate,
      ).toString(),
    ).toBe("initialDate=2026-04-01&finalDate=2026-04-30");
  });

  it("reads back what it wrote", () => {
    const query: TableQuery = {
      page: 5,
      sortField: "name",
      sortDirection: "asc",
      filter: "são joão & cia",
      initialDate: null,
      finalDate: "2026-05-10",
    };
    expect(readTableQuery(writeTableQuery(params(""), query, monthToDate), monthToDate)).toEqual(query);
  });
});

describe("toListRequest", () => {
  it("sends the query in snake_case, leaving out what is empty", () => {
    expect(toListRequest(base, ["name"], 20)).toEqual({ page: 1, per_page: 20 });
    expect(
      toListRequest(
        {
          page: 2,
          sortField: "name",
          sortDirection: "desc",
          filter: "ana",
          initialDate: "2026-05-01",
          finalDate: "2026-05-21",
        },
        ["name"],
        50,
      ),
    ).toEqual({
      page: 2,
      per_page: 50,
      sort_field: "name",
      sort_direction: "desc",
      filter: "ana",
      initial_date: "2026-05-01",
      final_date: "2026-05-21",
    });
  });

  it("never sends a sort field the table does not sort by", () => {
    expect(toListRequest({ ...base, sortField: "password" }, ["name"], 20)).toEqual({ page: 1, per_page: 20 });
  });
});
