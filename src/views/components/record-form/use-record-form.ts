import { useActorRef } from "@xstate/react";
import { useEffect, useRef } from "react";
import { type AnyActorRef, fromPromise } from "xstate";
import type {
  RecordFormEmitted,
  RecordFormInput,
  RecordFormMachine,
  RecordFormRef,
  RecordSaveRequest,
} from "../../../machines/record-form.machine.ts";

/** The API calls behind a record form: read one record, create (id null) or update it. */
export type RecordFormCalls<TRecord, TBody> = {
  readonly load: (id: number, signal: AbortSignal) => Promise<TRecord>;
  readonly save: (request: RecordSaveRequest<TBody>) => Promise<TRecord>;
};

/** A record form machine with the real calls; `onEmitted` hears saved, failed and invalid. */
export function useRecordForm<TRecord, TValues, TEdit, TBody, TTab extends string>(
  machine: RecordFormMachine<TRecord, TValues, TEdit, TBody, TTab>,
  calls: RecordFormCalls<TRecord, TBody>,
  input: RecordFormInput<TTab, TValues>,
  onEmitted: (event: RecordFormEmitted<TRecord, TTab>) => void,
): RecordFormRef<TRecord, TValues, TEdit, TBody, TTab> {
  const emitted = useRef(onEmitted);
  useEffect(() => {
    emitted.current = onEmitted;
  });
  const actor = useActorRef(
    machine.provide({
      actors: {
        "load record": fromPromise(({ input, signal }: { input: { id: number }; signal: AbortSignal }) =>
          calls.load(input.id, signal),
        ),
        "save record": fromPromise(({ input }: { input: RecordSaveRequest<TBody> }) => calls.save(input)),
      },
    }),
    { input },
  );
  useEffect(() => {
    const subscription = (actor as AnyActorRef).on("*", (event) =>
      emitted.current(event as RecordFormEmitted<TRecord, TTab>),
    );
    return () => subscription.unsubscribe();
  }, [actor]);
  return actor as RecordFormRef<TRecord, TValues, TEdit, TBody, TTab>;
}
