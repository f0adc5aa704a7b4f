import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { SellerListItem } from "../../schemas/sellers.ts";
import { pageSellers } from "../../services/api/sellers.ts";
import { DataTable } from "../components/data-table/data-table.tsx";
import { useLocalizedPath } from "../shared/use-locale.ts";
import { sellerColumns } from "./seller-columns.tsx";
import { sellerPaths } from "./seller-paths.ts";
import "./sellers.css";

/** /vendedores (GVA 1 or CNF 2, issue 12): the network's sellers and attendants; `Novo vendedor` opens a new one. */
export function SellersScreen() {
  const { t } = useTranslation(["sellers", "table", "common"]);
  const localized = useLocalizedPath();
  const columns = useMemo(
    () => sellerColumns(t, (seller: SellerListItem) => localized(sellerPaths.pathOf(seller.id))),
    [t, localized],
  );
  return (
    <div className="sellers-page">
      <div className="sellers-page__bar">
        <Link to={localized(sellerPaths.pathOf(null))} className="p-button p-component sellers-button-link">
          <i className="pi pi-plus" aria-hidden="true" />
          <span>{t("sellers:new")}</span>
        </Link>
      </div>
      <DataTable
        id="sellers"
        columns={columns}
        fetchPage={pageSellers}
        dataKey="id"
        fileName={t("sellers:file-name")}
        label={t("sellers:title")}
      />
    </div>
  );
}
