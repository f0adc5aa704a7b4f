import { Button } from "primereact/button";
import { Message } from "primereact/message";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import type { CountDetail, CountItem } from "../../schemas/stock.ts";
import { cancelCount, closeCount, enterCount, getCount } from "../../services/api/stock.ts";
import { failureText } from "../components/form/api-failure.ts";
import { TextField } from "../components/form/text-field.tsx";
import { useResource, useResourceData } from "../components/resource/use-resource.ts";
import { useLocale, useLocalizedPath } from "../shared/use-locale.ts";
import { moneyText, stockQuantityText, typedQuantity } from "./stock-format.ts";
import { stockDetailsPath } from "./stock-paths.ts";
import { valueAtCost } from "../../domain/stock.ts";
import { centsToDecimalString, parseMoney } from "../../domain/money.ts";
import "./stock.css";

/** /estoques/inventario/:id: a stock count (inventário) — scan or type counted quantities, review, close (STO 1). */
export function CountScreen() {
  const { id } = useParams();
  const countId = id && /^\d+$/.test(id) ? Number(id) : 0;
  const resource = useResource((signal) => getCount(countId, signal), countId);
  const { data, failed, error } = useResourceData(resource);
  const { t } = useTranslation(["stock", "common"]);
  if (failed) return <Message severity="error" text={failureText(t, error, "stock:load-failed")} />;
  if (!data) return <p>{t("stock:loading")}</p>;
  return <Count key={data.id} initial={data} />;
}

const differenceClass = (difference: number | null) =>
  difference === null || difference === 0 ? undefined : difference < 0 ? "stock-loss" : "stock-leftover";

function Count({ initial }: { initial: CountDetail }) {
  const { t } = useTranslation(["stock", "common"]);
  const locale = useLocale();
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  const [count, setCount] = useState(initial);
  const [code, setCode] = useState("");
  const [quantity, setQuantity] = useState("1");
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ severity: "success" | "error"; text: string } | null>(null);
  const [reviewing, setReviewing] = useState(false);
  const codeInput = useRef<HTMLDivElement>(null);
  const open = count.status === "open";

  const run = async (work: () => Promise<CountDetail>, done?: (next: CountDetail) => string) => {
    setBusy(true);
    setNotice(null);
    try {
      const next = await work();
      setCount(next);
      if (done) setNotice({ severity: "success", text: done(next) });
    } catch (error) {
      setNotice({ severity: "error", text: failureText(t, error, "stock:count.failed") });
    } finally {
      setBusy(false);
    }
  };

  const enter = (mode: "add" | "set") => {
    const amount = typedQuantity(quantity);
    if (code.trim() === "" || amount === null) {
      setNotice({ severity: "error", text: t("stock:count.entry-invalid") });
      return;
    }
    void run(
      () => enterCount(count.id, { code: code.trim(), quantity: amount, mode }),
      () => t("stock:count.entered", { code: code.trim() }),
    ).then(() => {
      setCode("");
      setQuantity("1");
      codeInput.current?.querySelector("input")?.focus();
    });
  };

  const counted = count.items.filter((item) => item.counted !== null);
  const differing = counted.filter((item) => item.difference !== 0);
  const differenceValue = (item: CountItem) =>
    valueAtCost(Math.round((item.difference ?? 0) * 1000), parseMoney(item.unit_cost) ?? 0);
  const lossValue = differing.filter((i) => (i.difference ?? 0) < 0).reduce((sum, i) => sum + differenceValue(i), 0);
  const leftoverValue = differing
    .filter((i) => (i.difference ?? 0) > 0)
    .reduce((sum, i) => sum + differenceValue(i), 0);
  const shown = reviewing ? differing : count.items;

  return (
    <div className="stock-page">
      <div className="stock-page__bar">
        <h2 className="m-0">{t("stock:count.heading", { stock: count.stock_name, unit: count.company_name })}</h2>
        <Button
          type="button"
          text
          icon="pi pi-arrow-left"
          label={t("stock:count.back")}
          onClick={() => navigate(localized(stockDetailsPath(count.stock_id)))}
        />
      </div>
      <p className="m-0">
        {t(`stock:count.status.${count.status}`)} ·{" "}
        {t("stock:count.started", {
          when: new Date(count.started_at).toLocaleString(locale),
          who: count.started_by,
        })}
      </p>
      {notice ? <Message severity={notice.severity} text={notice.text} className="stock-notice" role="status" /> : null}
      {open ? (
        <form
          className="stock-scan"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            enter("add");
          }}
        >
          <div ref={codeInput}>
            <TextField
              id="count-code"
              label={t("stock:count.code")}
              value={code}
              onChange={setCode}
              maxLength={60}
              autoFocus
            />
          </div>
          <TextField
            id="count-quantity"
            label={t("stock:count.quantity")}
            value={quantity}
            onChange={setQuantity}
            inputMode="numeric"
            maxLength={12}
          />
          <div className="stock-page__actions">
            <Button type="submit" icon="pi pi-plus" label={t("stock:count.add")} loading={busy} />
            <Button
              type="button"
              icon="pi pi-pencil"
              severity="secondary"
              label={t("stock:count.set")}
              disabled={busy}
              onClick={() => enter("set")}
            />
          </div>
        </form>
      ) : null}
      <div className="stock-totals" aria-live="polite">
        <span>{t("stock:count.counted", { count: counted.length, total: count.items.length })}</span>
        <span className="stock-loss">
          {t("stock:count.loss-total")}: {moneyText(centsToDecimalString(-lossValue), locale)}
        </span>
        <span className="stock-leftover">
          {t("stock:count.leftover-total")}: {moneyText(centsToDecimalString(leftoverValue), locale)}
        </span>
      </div>
      {open ? (
        <div className="stock-page__actions">
          {reviewing ? (
            <>
              <Button
                type="button"
                icon="pi pi-check"
                severity="success"
                label={t("stock:count.confirm-close")}
                loading={busy}
                onClick={() =>
                  void run(
                    () => closeCount(count.id),
                    () => t("stock:count.closed"),
                  ).then(() => setReviewing(false))
                }
              />
              <Button type="button" text label={t("stock:count.keep-counting")} onClick={() => setReviewing(false)} />
            </>
          ) : (
            <Button
              type="button"
              icon="pi pi-eye"
              label={t("stock:count.review")}
              disabled={counted.length === 0}
              onClick={() => setReviewing(true)}
            />
          )}
          <Button
            type="button"
            icon="pi pi-times"
            severity="danger"
            outlined
            label={t("stock:count.cancel")}
            disabled={busy}
            onClick={() =>
              void run(
                () => cancelCount(count.id),
                () => t("stock:count.canceled"),
              )
            }
          />
        </div>
      ) : null}
      {reviewing ? <h3 className="m-0">{t("stock:count.review-heading")}</h3> : null}
      <div className="stock-table-wrap">
        <table className="stock-table" aria-label={t("stock:count.items")}>
          <thead>
            <tr>
              <th scope="col">{t("stock:columns.sku")}</th>
              <th scope="col">{t("stock:columns.product")}</th>
              <th scope="col" className="is-number">
                {t("stock:count.snapshot")}
              </th>
              <th scope="col" className="is-number">
                {t("stock:count.moved")}
              </th>
              <th scope="col" className="is-number">
                {t("stock:count.expected")}
              </th>
              <th scope="col" className="is-number">
                {t("stock:count.counted-column")}
              </th>
              <th scope="col" className="is-number">
                {t("stock:count.difference")}
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((item) => (
              <tr key={item.product_id} data-product={item.sku}>
                <td>{item.sku}</td>
                <td>{item.description}</td>
                <td className="is-number">{stockQuantityText(item.snapshot, item.unit_decimals)}</td>
                <td className="is-number">{stockQuantityText(item.moved, item.unit_decimals)}</td>
                <td className="is-number">{stockQuantityText(item.expected, item.unit_decimals)}</td>
                <td className="is-number">
                  {item.counted === null ? "—" : stockQuantityText(item.counted, item.unit_decimals)}
                </td>
                <td className={`is-number ${differenceClass(item.difference) ?? ""}`}>
                  {item.difference === null
                    ? "—"
                    : `${stockQuantityText(item.difference, item.unit_decimals)}${
                        item.difference < 0
                          ? ` (${t("stock:count.loss")})`
                          : item.difference > 0
                            ? ` (${t("stock:count.leftover")})`
                            : ""
                      }`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
