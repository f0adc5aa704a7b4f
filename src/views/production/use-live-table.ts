import { type FocusEvent, type RefObject, useCallback, useRef, useState } from "react";
import type { ProductionChange } from "./production-events.ts";
import { useProductionEvents } from "./use-production-events.ts";

export type LiveTable = {
  /** The table's React key: a new value mounts it again, which loads the page the URL names. */
  readonly generation: number;
  /** Spread on the table's wrapper: keeps its height while the new page loads, so nothing jumps. */
  readonly wrapper: {
    readonly ref: RefObject<HTMLDivElement | null>;
    readonly onBlur: (event: FocusEvent<HTMLDivElement>) => void;
    readonly style: { minHeight: number } | undefined;
  };
  /** Call when a page arrived: releases the held height once the rows are painted. */
  readonly loaded: () => void;
};

const isTyping = (element: Element | null) =>
  element instanceof HTMLElement && (element.tagName === "INPUT" || element.tagName === "TEXTAREA");

/**
 * Reloads a list when the realtime channel reports a change that concerns it. The shared data table keeps its
 * whole query in the URL, so mounting it again shows the same page, sort, filter and period with fresh rows.
 * While the user types in the table's search or period, the reload waits until the focus leaves the table.
 */
export function useLiveTable(concerns: (change: ProductionChange) => boolean): LiveTable {
  const [generation, setGeneration] = useState(0);
  const [held, setHeld] = useState<number | null>(null);
  const ref = useRef<HTMLDivElement | null>(null);
  const pending = useRef(false);

  const reload = () => {
    pending.current = false;
    if (ref.current) setHeld(ref.current.offsetHeight);
    setGeneration((value) => value + 1);
  };

  useProductionEvents((change) => {
    if (!concerns(change)) return;
    if (ref.current?.contains(document.activeElement) && isTyping(document.activeElement)) {
      pending.current = true;
      return;
    }
    reload();
  });

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (pending.current && !(next instanceof Node && ref.current?.contains(next))) reload();
  };

  const loaded = useCallback(() => {
    requestAnimationFrame(() => requestAnimationFrame(() => setHeld(null)));
  }, []);

  return { generation, wrapper: { ref, onBlur, style: held === null ? undefined : { minHeight: held } }, loaded };
}
