import { useActorRef } from "@xstate/react";
import type { Schema } from "effect";
import { useEffect, useRef, useState } from "react";
import { fromPromise } from "xstate";
import { type CreatedOption, optionCreateMachine } from "../../../machines/option-create.machine.ts";
import { callUrl } from "../../../services/api/client.ts";

export type OptionCreateRequest = {
  /** Where `{ name }` is posted, e.g. "/api/v1/tabs". */
  readonly path: string;
  /** Decodes the answer into `{ id, name }`. */
  readonly schema: Schema.Codec<CreatedOption, unknown>;
  /** More fields posted with the name (a group's department: `{ parent_id: 3 }`). */
  readonly with?: Readonly<Record<string, unknown>>;
};

/** The option-create flow, posting the typed name to the caller's path. */
export function useOptionCreateActor(request: OptionCreateRequest) {
  const latest = useRef(request);
  useEffect(() => {
    latest.current = request;
  });
  const [logic] = useState(() =>
    optionCreateMachine.provide({
      actors: {
        "create option": fromPromise<CreatedOption, { name: string }>(({ input, signal }) =>
          callUrl("post", latest.current.path, latest.current.schema, {
            json: { ...latest.current.with, name: input.name },
            signal,
          }),
        ),
      },
    }),
  );
  return useActorRef(logic);
}
