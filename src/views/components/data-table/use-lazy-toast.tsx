import type { Toast, ToastMessage } from "primereact/toast";
import { lazy, type ReactNode, Suspense, useCallback, useRef, useState } from "react";

// Most visits never see a toast (it follows a copy or a failed export): PrimeReact's Toast downloads with the
// first message instead of with the table.
const LazyToast = lazy(async () => ({ default: (await import("primereact/toast")).Toast }));

/** `show` a toast; render `element` once in the component. Messages sent before the Toast arrives wait for it. */
export function useLazyToast(): { show: (message: ToastMessage) => void; element: ReactNode } {
  const [wanted, setWanted] = useState(false);
  const toast = useRef<Toast | null>(null);
  const waiting = useRef<ToastMessage[]>([]);
  const attach = useCallback((instance: Toast | null) => {
    toast.current = instance;
    if (instance) for (const message of waiting.current.splice(0)) instance.show(message);
  }, []);
  const show = useCallback((message: ToastMessage) => {
    if (toast.current) {
      toast.current.show(message);
      return;
    }
    waiting.current.push(message);
    setWanted(true);
  }, []);
  const element = wanted ? (
    <Suspense fallback={null}>
      <LazyToast ref={attach} />
    </Suspense>
  ) : null;
  return { show, element };
}
