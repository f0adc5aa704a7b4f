import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { CustomerListItem, CustomerListQuery } from "../../schemas/customers.ts";
import { allCustomerGroups, listCustomers } from "../../services/api/customers.ts";
import { DropdownField } from "../components/form/dropdown-field.tsx";
import { useResource, useResourceData } from "../components/resource/use-resource.ts";
import { can } from "../../domain/permissions.ts";
import { CRM_REQUIREMENT } from "../../domain/crm-interactions.ts";
import { useLocalizedPath } from "../shared/use-locale.ts";
import { useSessionUser } from "../shared/session-context.tsx";
import { DataTable } from "../components/data-table/data-table.tsx";
import { customerColumns } from "./customer-columns.tsx";
import { customerPath } from "./customer-paths.ts";
import "./customers.css";

/** /clientes: the network's customers in the shared data table (spec 2.2, 2.9 CUS 1); `Novo` opens a new one. */
export function CustomersScreen() {
  const { t } = useTranslation(["customers", "table", "common"]);
  const localized = useLocalizedPath();
  const [groupId, setGroupId] = useState<number | null>(null);
  const groups = useResourceData(useResource(allCustomerGroups));
  const fetchPage = useMemo(
    () => (query: CustomerListQuery, signal?: AbortSignal) =>
      listCustomers(groupId === null ? query : { ...query, group_id: groupId }, signal),
    [groupId],
  );
  const user = useSessionUser();
  const crm = user !== null && can(user.permissions, CRM_REQUIREMENT);
  const columns = useMemo(() => {
    const base = customerColumns(t, (customer: CustomerListItem) => localized(customerPath(customer.id)));
    return crm ? [...base, interactionColumn(t("crm:interaction.open"), localized)] : base;
  }, [t, localized, crm]);
  return (
    <div className="customers-page">
      <div className="customers-page__bar">
        <DropdownField
          id="customers-group-filter"
          label={t("customers:group-filter.label")}
          value={groupId}
          options={(groups.data?.data ?? []).map((group) => ({ value: group.id as number, label: group.name }))}
          onChange={setGroupId}
          placeholder={t("customers:group-filter.all")}
          showClear
          className="customers-group-filter"
        />
        <Link to={localized(customerPath(null))} className="p-button p-component customers-button-link">
          <i className="pi pi-plus" aria-hidden="true" />
          <span>{t("customers:new")}</span>
        </Link>
      </div>
      <DataTable
        key={groupId ?? "all"}
        id="customers"
        columns={columns}
        fetchPage={fetchPage}
        dataKey="id"
        fileName={t("customers:file-name")}
        label={t("customers:title")}
      />
    </div>
  );
}

/** A link that logs a CRM interaction for the row's customer (/crm/contatos opens the modal for it). */
function interactionColumn(label: string, localized: (path: string) => string) {
  const href = (customer: CustomerListItem) =>
    localized(`/crm/contatos?cliente=${customer.id}&nome=${encodeURIComponent(customer.name)}`);
  return {
    field: "interaction",
    header: "crm:interaction.open",
    text: () => "",
    body: (customer: CustomerListItem) => (
      <Link to={href(customer)} className="customer-link" aria-label={`${label}: ${customer.name}`}>
        <i className="pi pi-comments" aria-hidden="true" />
      </Link>
    ),
  };
}
