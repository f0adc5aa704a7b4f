import { useCallback, useMemo, useState } from "react";
import type { DataTableColumn } from "./data-table-column.ts";

const storageKey = (tableId: string) => `rede.data-table.${tableId}.columns`;

function readChoice(tableId: string): ReadonlyArray<string> | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey(tableId)) ?? "null");
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === "string") : null;
  } catch {
    return null;
  }
}

function writeChoice(tableId: string, fields: ReadonlyArray<string>): void {
  try {
    localStorage.setItem(storageKey(tableId), JSON.stringify(fields));
  } catch {
    // Storage full or disabled (private browsing): the choice lasts until the page closes.
  }
}

/** The columns chosen in `Selecionar Colunas`, remembered per table in localStorage. */
export function useVisibleColumns<Row, Field extends string>(
  tableId: string,
  columns: ReadonlyArray<DataTableColumn<Row, Field>>,
) {
  const [choice, setChoice] = useState(() => readChoice(tableId));
  const visible = useMemo(() => {
    const chosen = choice === null ? [] : columns.filter((column) => choice.includes(column.field));
    // A stored choice naming no current column (columns renamed since) falls back to the defaults.
    return chosen.length > 0 ? chosen : columns.filter((column) => !column.hidden);
  }, [choice, columns]);
  const choose = useCallback(
    (fields: ReadonlyArray<string>) => {
      if (fields.length === 0) return;
      setChoice(fields);
      writeChoice(tableId, fields);
    },
    [tableId],
  );
  return { visible, choose };
}
