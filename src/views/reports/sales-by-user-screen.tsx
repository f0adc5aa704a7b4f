import { salesByUser } from "../../services/api/reports.ts";
import { SalesComparisonPage } from "./sales-comparison-page.tsx";

/** /vendas-por-usuario (RPT 4): sales by the user who made them, against the previous period. */
export function SalesByUserScreen() {
  return <SalesComparisonPage reportKey="users" dimension="user" load={salesByUser} />;
}
