import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { CustomerListItem } from "../../schemas/customers.ts";
import { listCustomers } from "../../services/api/customers.ts";
import { useLocalizedPath } from "../shared/use-locale.ts";
import { DataTable } from "../components/data-table/data-table.tsx";
import { customerColumns } from "./customer-columns.tsx";
import { customerPath } from "./customer-paths.ts";
import "./customers.css";

/** /clientes: the network's customers in the shared data table (spec 2.2, 2.9 CUS 1); `Novo` opens a new one. */
export function CustomersScreen() {
  const { t } = useTranslation(["customers", "table", "common"]);
  const localized = useLocalizedPath();
  const columns = useMemo(
    () => customerColumns(t, (customer: CustomerListItem) => localized(customerPath(customer.id))),
    [t, localized],
  );
  return (
    <div className="customers-page">
      <div className="customers-page__bar">
        <Link to={localized(customerPath(null))} className="p-button p-component customers-button-link">
          <i className="pi pi-plus" aria-hidden="true" />
          <span>{t("customers:new")}</span>
        </Link>
      </div>
      <DataTable
        id="customers"
        columns={columns}
        fetchPage={listCustomers}
        dataKey="id"
        fileName={t("customers:file-name")}
        label={t("customers:title")}
      />
    </div>
  );
}
