import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ProductImportResult } from "../../schemas/stock-import.ts";
import { ProductsImportPanel } from "./products-import-panel.tsx";

type Props = {
  /** Called after rows were written (the product list reloads). */
  readonly onImported?: (result: ProductImportResult) => void;
};

/**
 * The `Importar` button of /produtos and its dialog: the sheet's rows checked first, written on confirmation. Loads
 * the `products-import` namespace: the route that shows it lists it.
 */
export function ProductsImportDialog({ onImported }: Props) {
  const { t } = useTranslation("products-import");
  const [open, setOpen] = useState(false);
  // A new panel each opening: no sheet of a previous import lingers.
  const [opening, setOpening] = useState(0);
  return (
    <>
      <Button
        type="button"
        icon="pi pi-file-import"
        label={t("open")}
        outlined
        onClick={() => {
          setOpening((n) => n + 1);
          setOpen(true);
        }}
      />
      <Dialog
        header={t("title")}
        visible={open}
        onHide={() => setOpen(false)}
        style={{ width: "min(60rem, 95vw)" }}
        footer={<Button type="button" label={t("close")} text onClick={() => setOpen(false)} />}
      >
        <ProductsImportPanel key={opening} onDone={onImported} />
      </Dialog>
    </>
  );
}
