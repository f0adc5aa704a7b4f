import { Button } from "primereact/button";
import { useTranslation } from "react-i18next";
import type { LastSale } from "../../../machines/sale.machine.ts";
import { moneyOfText } from "../../../services/format.ts";
import { unbroken } from "../../components/form/plausible.ts";
import "./after-sale.css";

export type LastSalePanelProps = {
  readonly sale: LastSale;
  readonly printing: boolean;
  readonly onPrint: () => void;
};

/** The success state (issue 11): the change to give back in large type, and the receipt one key away (F3). */
export function LastSalePanel({ sale, printing, onPrint }: LastSalePanelProps) {
  const { t } = useTranslation("pdv");
  const hasChange = moneyOfText(sale.change) !== moneyOfText("0");
  return (
    <section className="last-sale" aria-label={t("screen.last-sale", { id: sale.id, total: moneyOfText(sale.total) })}>
      <p className="last-sale-title m-0">
        {t("screen.last-sale", { id: sale.id, total: unbroken(moneyOfText(sale.total)) })}
      </p>
      <p className="last-sale-label m-0">{hasChange ? t("screen.change-to-give") : t("screen.no-change")}</p>
      {hasChange ? (
        <output className="last-sale-change" data-testid="last-sale-change" aria-live="assertive">
          {moneyOfText(sale.change)}
        </output>
      ) : null}
      <Button
        type="button"
        icon="pi pi-print"
        label={t("screen.print-receipt")}
        outlined
        loading={printing}
        onClick={onPrint}
      />
    </section>
  );
}
