import { useTranslation } from "react-i18next";
import type { StockId } from "../../schemas/ids.ts";

export type StockBulkWizardProps = { readonly stockId: StockId };

/** The bulk adjustment wizard of the atualizacao-em-massa tab (issue 13 item 5): built by the wizard branch. */
export function StockBulkWizard({ stockId }: StockBulkWizardProps) {
  const { t } = useTranslation("stock");
  return <p data-stock-id={stockId}>{t("bulk.placeholder")}</p>;
}
