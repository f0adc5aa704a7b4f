import { salesByUnit } from "../../services/api/reports.ts";
import { SalesComparisonPage } from "./sales-comparison-page.tsx";

/** /vendas-por-unidade (RPT 5): sales by unit, against the previous period. */
export function SalesByUnitScreen() {
  return <SalesComparisonPage reportKey="units" dimension="unit" load={salesByUnit} />;
}
