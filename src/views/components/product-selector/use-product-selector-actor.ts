import { useActorRef } from "@xstate/react";
import { useEffect, useRef, useState } from "react";
import { fromPromise } from "xstate";
import {
  type ProductSelectorInput,
  type ProductSelectorRef,
  productSelectorMachine,
  type SelectorPage,
  type SelectorQuery,
} from "../../../machines/product-selector.machine.ts";

/** The products selector's machine with the screen's own page of products (the wizard's, the bulk edit's, …). */
export function useProductSelectorActor(
  load: (query: SelectorQuery, signal: AbortSignal) => Promise<SelectorPage>,
  input: ProductSelectorInput = {},
): ProductSelectorRef {
  const latest = useRef(load);
  useEffect(() => {
    latest.current = load;
  });
  const [machine] = useState(() =>
    productSelectorMachine.provide({
      actors: {
        "load products": fromPromise<SelectorPage, SelectorQuery>(({ input, signal }) => latest.current(input, signal)),
      },
    }),
  );
  return useActorRef(machine, { input });
}
