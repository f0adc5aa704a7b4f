import { useSelector } from "@xstate/react";
import { Button } from "primereact/button";
import { Checkbox } from "primereact/checkbox";
import { InputText } from "primereact/inputtext";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { MAX_TOTAL_CENTS, multiplyCents } from "../../../domain/money.ts";
import { fitsUnit, formatQuantity, milliToNumber, parseQuantity } from "../../../domain/stock.ts";
import { discountAboveLine } from "../../../machines/sale-draft-rules.ts";
import type { OpenModal, SaleRef } from "../../../machines/sale.machine.ts";
import { money, unitOf } from "../../../services/format.ts";
import { MoneyField } from "../../components/form/money-field.tsx";
import { PercentageField } from "../../components/form/percentage-field.tsx";
import { unbroken } from "../../components/form/plausible.ts";
import { Shell } from "./sale-dialog.tsx";

const quantityText = (quantity: number, decimals: number) => formatQuantity(parseQuantity(quantity) ?? 0, decimals);

/** 'Quantidade' modal: a new weighed product's quantity, or an item's quantity, price and discount. */
export function ItemModal({ sale, modal, onHide }: { sale: SaleRef; modal: OpenModal; onHide: () => void }) {
  const { t } = useTranslation("pdv");
  const draft = useSelector(sale, (s) => s.context.draft);
  const item = draft.items.find((line) => line.lineId === modal.lineId);
  const decimals = item?.unitDecimals ?? modal.product?.sale_unit.decimals ?? 0;
  const unit = unitOf(item?.unitName ?? modal.product?.sale_unit.name ?? "", 1);
  const [quantity, setQuantity] = useState(item ? quantityText(item.quantity, decimals) : "");
  const [unitPrice, setUnitPrice] = useState<number | null>(item?.unitPrice ?? null);
  const [percentMode, setPercentMode] = useState(item?.discountPercentageMode ?? false);
  const [discount, setDiscount] = useState<number | null>(item?.manualDiscount ?? 0);
  const milli = parseQuantity(quantity.replace(/\./g, "").replace(",", "."));
  const quantityOk = milli !== null && fitsUnit(milli, decimals);
  // Issue 11: a discount (reais or %) above the line's value is refused here, with the line's value in the message.
  const line =
    item && quantityOk && milli !== null
      ? { unitPrice: unitPrice ?? item.unitPrice, quantity: milliToNumber(milli), discountPercentageMode: percentMode }
      : null;
  const discountError =
    line !== null && discountAboveLine({ ...line, manualDiscount: discount ?? 0 })
      ? t("screen.discount-above-line", { value: unbroken(money(multiplyCents(line.unitPrice, line.quantity))) })
      : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!quantityOk || milli === null) return;
    if (discountError) return;
    if (item) {
      sale.send({
        type: "item.update",
        lineId: item.lineId,
        change: {
          quantity: milliToNumber(milli),
          unitPrice: unitPrice ?? item.unitPrice,
          discountPercentageMode: percentMode,
          manualDiscount: discount ?? 0,
        },
      });
    } else if (modal.product) {
      sale.send({ type: "item.add", product: modal.product, quantity: milliToNumber(milli) });
    }
    onHide();
  };
  return (
    <Shell header={t("screen.modal.quantity")} onHide={onHide}>
      <form onSubmit={submit} className="flex flex-column gap-3">
        <p className="m-0 font-medium">{item?.description ?? modal.product?.full_description}</p>
        <div className="flex flex-column gap-1">
          <label htmlFor="item-quantity" className="font-semibold">
            {t("screen.quantity-in", { unit })}
          </label>
          <InputText
            id="item-quantity"
            value={quantity}
            autoFocus
            inputMode="decimal"
            invalid={quantity !== "" && !quantityOk}
            aria-describedby="item-quantity-hint"
            onChange={(e) => setQuantity(e.target.value.replace(/[^\d,.]/g, ""))}
          />
          <small id="item-quantity-hint">{t("screen.quantity-hint", { count: decimals })}</small>
        </div>
        {item ? (
          <>
            <MoneyField id="item-price" label={t("screen.unit-price")} value={unitPrice} onChange={setUnitPrice} />
            <div className="flex align-items-center gap-2">
              <Checkbox
                inputId="item-percent"
                checked={percentMode}
                onChange={(e) => {
                  setPercentMode(Boolean(e.checked));
                  setDiscount(0);
                }}
              />
              <label htmlFor="item-percent">{t("screen.discount-percentage-mode")}</label>
            </div>
            {percentMode ? (
              <PercentageField
                id="item-discount"
                label={t("screen.discount")}
                value={discount}
                onChange={setDiscount}
                error={discountError}
              />
            ) : (
              <MoneyField
                id="item-discount"
                label={t("screen.discount")}
                value={discount}
                max={MAX_TOTAL_CENTS}
                onChange={setDiscount}
                error={discountError}
              />
            )}
          </>
        ) : null}
        <div className="flex justify-content-end gap-2">
          <Button type="button" text label={t("screen.cancel")} onClick={onHide} />
          <Button type="submit" label={t("screen.confirm")} disabled={!quantityOk} />
        </div>
      </form>
    </Shell>
  );
}
