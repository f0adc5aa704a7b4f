import { SplitButton } from "primereact/splitbutton";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { describeApiError } from "../../schemas/api-failure.ts";
import type { ProductExportQuery, SheetFormat } from "../../schemas/stock-import.ts";
import { exportProducts } from "../../services/api/stock-reports.ts";
import { saveFile } from "../components/data-table/save-file.ts";
import { useLazyToast } from "../components/data-table/use-lazy-toast.tsx";

type Props = {
  /** The product list's filters in force (text, department, active): the export takes the same. */
  readonly filters?: Omit<ProductExportQuery, "format">;
};

/** `Exportar` of /produtos: the products of the list's filters as XLSX (the button) or CSV (its menu). */
export function ProductsExportButton({ filters = {} }: Props) {
  const { t } = useTranslation(["products-import", "common"]);
  const toast = useLazyToast();
  const [busy, setBusy] = useState(false);
  const run = async (format: SheetFormat) => {
    setBusy(true);
    try {
      const { blob, filename } = await exportProducts({ ...filters, format });
      saveFile(blob, filename ?? `produtos.${format}`);
    } catch (failure) {
      toast.show({
        severity: "error",
        detail: describeApiError(failure, {
          fallback: t("export.failed"),
          connection: t("common:errors.connection"),
        }),
        life: 4000,
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <SplitButton
        icon="pi pi-file-export"
        label={t("export.label")}
        outlined
        loading={busy}
        menuButtonProps={{ "aria-label": t("export.formats") }}
        onClick={() => void run("xlsx")}
        model={[
          { label: t("export.xlsx"), command: () => void run("xlsx") },
          { label: t("export.csv"), command: () => void run("csv") },
        ]}
      />
      {toast.element}
    </>
  );
}
