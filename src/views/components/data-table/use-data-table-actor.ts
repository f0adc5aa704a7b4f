import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useEffectEvent, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { fromPromise } from "xstate";
import { type DateRange, toApiDate } from "../../../domain/dates.ts";
import {
  createDataTableMachine,
  type DataTableRef,
  type ExportFormat,
  sameQuery,
  type TablePage,
  type TableQuery,
} from "../../../machines/data-table.machine.ts";
import { copyText } from "./copy-text.ts";
import type { DataTableColumn } from "./data-table-column.ts";
import { toCsv, toTextGrid, toTsv } from "./export-text.ts";
import { EXPORT_PAGE_SIZE, fetchAllRows } from "./fetch-all-rows.ts";
import { takeFirstPage } from "./first-page.ts";
import { saveFile } from "./save-file.ts";
import {
  type FetchPage,
  readTableQuery,
  type TableQueryDefaults,
  toListRequest,
  writeTableQuery,
} from "./table-query.ts";
import { toXlsxBlob } from "./xlsx-file.ts";

export type DataTableServices<Row, Field extends string> = {
  readonly fetchPage: FetchPage<Row, Field>;
  /** The visible columns, in order: what copy and exports write. */
  readonly columns: ReadonlyArray<DataTableColumn<Row, Field>>;
  readonly sortFields: ReadonlyArray<Field>;
  readonly perPage: number;
  /** Export file names: `<fileName>-<YYYY-MM-DD>.csv`. */
  readonly fileName: string;
  /** The Excel sheet's name. */
  readonly sheetName: string;
  readonly headerOf: (key: string) => string;
};

/**
 * The data table's actor with its services, its query kept in step with the URL both ways:
 * the URL (links, back and forward) feeds the machine, the machine's changes are written to the URL.
 */
export function useDataTableActor<Row, Field extends string>(
  services: DataTableServices<Row, Field>,
  defaultPeriod: DateRange | null,
): DataTableRef<Row> {
  const [searchParams, setSearchParams] = useSearchParams();
  const [defaults] = useState<TableQueryDefaults>(() => ({ sortFields: services.sortFields, period: defaultPeriod }));
  const urlQuery = useMemo(() => readTableQuery(searchParams, defaults), [searchParams, defaults]);

  // The actors live as long as the actor; they read the latest columns, texts and fetch function.
  const latest = useRef(services);
  useEffect(() => {
    latest.current = services;
  });

  const [machine] = useState(() =>
    createDataTableMachine<Row>().provide({
      actors: {
        "load page": fromPromise<TablePage<Row>, { query: TableQuery }>(async ({ input, signal }) => {
          const { fetchPage, sortFields, perPage } = latest.current;
          const request = toListRequest(input.query, sortFields, perPage);
          // The screen may have asked for its first page already, before it rendered (first-page.ts).
          const answer = await (takeFirstPage(fetchPage, request) ?? fetchPage(request, signal));
          return { rows: answer.data, total: answer.meta.total };
        }),
        "copy rows": fromPromise<number, { query: TableQuery }>(async ({ input, signal }) => {
          const { fetchPage, sortFields, columns, headerOf } = latest.current;
          // Every row of the result, not only the page shown: the same rows an export writes.
          const rows = fetchAllRows(fetchPage, toListRequest(input.query, sortFields, EXPORT_PAGE_SIZE), signal);
          let count = 0;
          await copyText(
            rows.then((all) => {
              count = all.length;
              return toTsv(toTextGrid(columns, all, headerOf));
            }),
          );
          return count;
        }),
        "export rows": fromPromise<number, { query: TableQuery; format: ExportFormat }>(async ({ input, signal }) => {
          const { fetchPage, sortFields, columns, headerOf, fileName, sheetName } = latest.current;
          const request = toListRequest(input.query, sortFields, EXPORT_PAGE_SIZE);
          const rows = await fetchAllRows(fetchPage, request, signal);
          const name = `${fileName}-${toApiDate(new Date())}`;
          if (input.format === "csv") {
            const csv = toCsv(toTextGrid(columns, rows, headerOf));
            saveFile(new Blob([csv], { type: "text/csv;charset=utf-8" }), `${name}.csv`);
          } else {
            saveFile(await toXlsxBlob(columns, rows, headerOf, sheetName), `${name}.xlsx`);
          }
          return rows.length;
        }),
      },
    }),
  );
  const table = useActorRef(machine, { input: { query: urlQuery } });

  // The router renders a new URL in a transition, some time after it was written: a click in between must
  // not be compared with (or rolled back to) the URL of the last render. `written` holds the queries this
  // table wrote that the rendered URL has not shown yet, oldest first.
  const written = useRef<TableQuery[]>([]);
  const shown = useRef(urlQuery);

  useEffect(() => {
    shown.current = urlQuery;
    const own = written.current.findLastIndex((query) => sameQuery(query, urlQuery));
    if (own >= 0) {
      // One of this table's writes arriving (or one a later write superseded): the machine is there or beyond.
      written.current = written.current.slice(own + 1);
      return;
    }
    // Back, forward or a link: the URL leads.
    written.current = [];
    table.send({ type: "url changed", query: urlQuery });
  }, [table, urlQuery]);

  // Writes on top of the latest render's other query keys; only what the URL does not already say or expect.
  const writeUrl = useEffectEvent((query: TableQuery) => {
    const expected = written.current.at(-1) ?? shown.current;
    if (sameQuery(query, expected)) return;
    written.current = [...written.current, query];
    setSearchParams(writeTableQuery(searchParams, query, defaults));
  });
  const query = useSelector(table, (snapshot) => snapshot.context.query, sameQuery);
  useEffect(() => {
    writeUrl(query);
  }, [query]);

  return table;
}

export { initialPeriod } from "./initial-period.ts";
