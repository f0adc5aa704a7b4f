import { useSelector } from "@xstate/react";
import { useCallback, useMemo, useState } from "react";
import { useSaveActor } from "../../shared/use-save-actor.ts";
import type { RowActions } from "./actions-column.tsx";

/** A write from the list's modal form: `id` null adds a row, else edits that row. */
export type ModalListWrite<Values> = { readonly id: number | null; readonly values: Values };

export type ModalListOptions<Row, Values, Saved, Removed> = {
  readonly save: (write: ModalListWrite<Values>) => Promise<Saved>;
  /** The notice once a write is accepted (the form closes and the list reloads). */
  readonly savedNotice: (result: Saved, write: ModalListWrite<Values>) => string;
  readonly remove: (row: Row) => Promise<Removed>;
  /** The notice once a removal is accepted (the list reloads). */
  readonly removedNotice: (result: Removed, row: Row) => string;
};

/** What the screen's form dialog takes besides its row. */
export type ModalListFormProps<Values> = {
  readonly busy: boolean;
  readonly failure: unknown;
  readonly onHide: () => void;
  readonly onSubmit: (values: Values) => void;
};

export type ModalList<Row, Values> = {
  /** The row in the form (`row` undefined: a new one), null while the form is closed; `key` remounts the form. */
  readonly editing: { readonly key: number | "new"; readonly row: Row | undefined } | null;
  readonly form: ModalListFormProps<Values>;
  /** The edit / remove buttons of each row. */
  readonly actions: RowActions<Row>;
  readonly open: (row: Row | "new") => void;
  readonly notice: string | null;
  /** Counts accepted writes and removals: the data table's key, so the list reloads after each. */
  readonly changes: number;
  readonly removal: {
    readonly confirming: boolean;
    readonly target: Row | null;
    readonly failure: unknown;
    readonly confirm: () => void;
    readonly cancel: () => void;
  };
};

/**
 * A list screen whose rows are added and edited in a modal form and removed after 'Tem certeza?' (spec 5.5): the
 * save and removal machines (src/views/shared/use-save-actor.ts), the success notice and the reload after each change.
 */
export function useModalList<Row extends { readonly id: number }, Values, Saved, Removed>(
  options: ModalListOptions<Row, Values, Saved, Removed>,
): ModalList<Row, Values> {
  const [editing, setEditing] = useState<Row | "new" | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [changes, setChanges] = useState(0);

  const write = useSaveActor(options.save, (result, request) => {
    setEditing(null);
    setNotice(options.savedNotice(result, request));
    setChanges((n) => n + 1);
  });
  const writing = useSelector(write, (s) => s.hasTag("busy"));
  const writeFailure = useSelector(write, (s) => s.context.failure);

  const removal = useSaveActor(options.remove, (result, row) => {
    setNotice(options.removedNotice(result, row));
    setChanges((n) => n + 1);
  });
  const confirming = useSelector(removal, (s) => s.hasTag("confirming"));
  const removing = useSelector(removal, (s) => s.hasTag("busy"));
  const removeFailure = useSelector(removal, (s) => (s.hasTag("failed") ? s.context.failure : null));
  const target = useSelector(removal, (s) => s.context.request);

  const open = useCallback(
    (row: Row | "new") => {
      write.send({ type: "dismiss" });
      setEditing(row);
    },
    [write],
  );
  const actions = useMemo(
    () => ({ edit: open, remove: (row: Row) => removal.send({ type: "ask", request: row }), busy: removing }),
    [open, removal, removing],
  );

  return {
    editing:
      editing === null
        ? null
        : { key: editing === "new" ? "new" : editing.id, row: editing === "new" ? undefined : editing },
    form: {
      busy: writing,
      failure: writeFailure,
      onHide: () => setEditing(null),
      onSubmit: (values) =>
        write.send({
          type: "submit",
          request: { id: editing === null || editing === "new" ? null : editing.id, values },
        }),
    },
    actions,
    open,
    notice,
    changes,
    removal: {
      confirming,
      target,
      failure: removeFailure,
      confirm: () => removal.send({ type: "confirm" }),
      cancel: () => removal.send({ type: "cancel" }),
    },
  };
}
