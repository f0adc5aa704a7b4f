import { Button } from "primereact/button";
import { useState } from "react";
import { saveFile } from "../components/data-table/save-file.ts";

export type PdfButtonProps = {
  readonly label: string;
  readonly fallbackName: string;
  readonly load: () => Promise<{ blob: Blob; filename: string | null }>;
  readonly onError: () => void;
};

/** Downloads a PDF answer, named by its Content-Disposition (spec 7). */
export function PdfButton({ label, fallbackName, load, onError }: PdfButtonProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      type="button"
      icon="pi pi-file-pdf"
      text
      rounded
      aria-label={label}
      loading={busy}
      onClick={() => {
        setBusy(true);
        load()
          .then(({ blob, filename }) => saveFile(blob, filename ?? fallbackName))
          .catch(onError)
          .finally(() => setBusy(false));
      }}
    />
  );
}
