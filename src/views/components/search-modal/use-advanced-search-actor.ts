import { useActorRef } from "@xstate/react";
import { Schema } from "effect";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { fromPromise } from "xstate";
import { advancedSearchMachine, type SearchRow, searchFailure } from "../../../machines/advanced-search.machine.ts";
import { callUrl } from "../../../services/api/client.ts";
import { searchFailureMessages } from "./search-failure.ts";
import { readSearchRows } from "./search-rows.ts";

export type SearchRequest = {
  /** GET endpoint, e.g. "/api/v1/customers". */
  readonly url: string;
  /** The query parameter carrying the typed text; default "filter". */
  readonly queryParam?: string;
  /** Extra query parameters sent with every search. */
  readonly params?: Readonly<Record<string, string | number | boolean>>;
  /** Dotted path of the list in the answer ("data"); the answer itself is the list when absent. */
  readonly dataField?: string;
};

/** The advanced-search flow, asking the caller's endpoint. */
export function useAdvancedSearchActor(request: SearchRequest) {
  const { t } = useTranslation("form");
  const latest = useRef({
    request,
    texts: { fallback: t("search-modal.failed"), connection: t("search-modal.connection") },
  });
  useEffect(() => {
    latest.current = {
      request,
      texts: { fallback: t("search-modal.failed"), connection: t("search-modal.connection") },
    };
  });
  const [logic] = useState(() =>
    advancedSearchMachine.provide({
      actors: {
        search: fromPromise<ReadonlyArray<SearchRow>, { term: string }>(async ({ input, signal }) => {
          const { request: current, texts } = latest.current;
          try {
            const body = await callUrl("get", current.url, Schema.Unknown, {
              searchParams: { ...current.params, [current.queryParam ?? "filter"]: input.term },
              signal,
            });
            return readSearchRows(body, current.dataField);
          } catch (error) {
            throw searchFailure(searchFailureMessages(error, texts));
          }
        }),
      },
    }),
  );
  return useActorRef(logic);
}
