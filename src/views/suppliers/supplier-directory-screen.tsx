import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { listSupplierDirectory } from "../../services/api/suppliers.ts";
import { DataTable } from "../components/data-table/data-table.tsx";
import { supplierDirectoryColumns } from "./supplier-columns.tsx";
import "./suppliers.css";

/**
 * /utilidades/fornecedores: the active suppliers with their contact data and contact people, read-only, for whoever
 * looks one up (stock STO 4, invoices INV 1, payables FIN 1).
 */
export function SupplierDirectoryScreen() {
  const { t } = useTranslation(["suppliers", "table", "common"]);
  const columns = useMemo(() => supplierDirectoryColumns(t), [t]);
  return (
    <div className="suppliers-page">
      <p className="suppliers-page__intro">{t("directory.intro")}</p>
      <DataTable
        id="supplier-directory"
        columns={columns}
        fetchPage={listSupplierDirectory}
        dataKey="id"
        fileName={t("directory.file-name")}
        label={t("directory.title")}
      />
    </div>
  );
}
