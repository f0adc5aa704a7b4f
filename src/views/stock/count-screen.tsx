import { useActorRef, useSelector } from "@xstate/react";
import { Button } from "primereact/button";
import { Message } from "primereact/message";
import { useEffect, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { fromPromise } from "xstate";
import { centsToDecimalString } from "../../domain/money.ts";
import { countTotals, differenceKind } from "../../domain/stock-count.ts";
import {
  type CountEntryRequest,
  type CountNotice,
  type StockCountRef,
  stockCountMachine,
} from "../../machines/stock-count.machine.ts";
import { cancelCount, closeCount, enterCount, getCount } from "../../services/api/stock.ts";
import { failureText } from "../components/form/api-failure.ts";
import { TextField } from "../components/form/text-field.tsx";
import { useLocale, useLocalizedPath } from "../shared/use-locale.ts";
import { CountRowsTable, countRowsOf } from "./count-rows.tsx";
import { moneyText } from "./stock-format.ts";
import { stockDetailsPath } from "./stock-paths.ts";
import "./stock.css";

const countMachine = stockCountMachine.provide({
  actors: {
    "load count": fromPromise(({ input, signal }: { input: { id: number }; signal: AbortSignal }) =>
      getCount(input.id, signal),
    ),
    "enter count": fromPromise(({ input }: { input: CountEntryRequest }) => enterCount(input.id, input.body)),
    "close count": fromPromise(({ input }: { input: { id: number } }) => closeCount(input.id)),
    "cancel count": fromPromise(({ input }: { input: { id: number } }) => cancelCount(input.id)),
  },
});

/** /estoques/inventario/:id: a stock count (inventário) — scan or type counted quantities, review, close (STO 1). */
export function CountScreen() {
  const { id } = useParams();
  const countId = id && /^\d+$/.test(id) ? Number(id) : 0;
  return <Count key={countId} id={countId} />;
}

function Count({ id }: { readonly id: number }) {
  const { t } = useTranslation(["stock", "common", "form"]);
  const count = useActorRef(countMachine, { input: { id } });
  const loading = useSelector(count, (s) => s.hasTag("loading"));
  const loadError = useSelector(count, (s) => (s.hasTag("load-failed") ? s.context.loadError : null));
  if (loading) return <p>{t("stock:loading")}</p>;
  if (loadError !== null) {
    return (
      <div className="stock-page">
        <Message severity="error" text={failureText(t, loadError, "stock:load-failed")} />
        <div>
          <Button
            type="button"
            icon="pi pi-refresh"
            outlined
            label={t("form:record-form.retry")}
            onClick={() => count.send({ type: "retry" })}
          />
        </div>
      </div>
    );
  }
  return <CountPage count={count} />;
}

function CountPage({ count }: { readonly count: StockCountRef }) {
  const { t } = useTranslation(["stock", "common"]);
  const locale = useLocale();
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  const codeInput = useRef<HTMLDivElement>(null);
  const detail = useSelector(count, (s) => s.context.count);
  const code = useSelector(count, (s) => s.context.code);
  const quantity = useSelector(count, (s) => s.context.quantity);
  const notice = useSelector(count, (s) => s.context.notice);
  const busy = useSelector(count, (s) => s.hasTag("busy"));
  const open = useSelector(count, (s) => s.matches("counting"));
  const reviewing = useSelector(count, (s) => s.matches({ counting: { list: "reviewing" } }));
  useEffect(() => {
    // The cursor goes back to the code field after each entry, ready for the next scan.
    const subscription = count.on("entered", () => codeInput.current?.querySelector("input")?.focus());
    return () => subscription.unsubscribe();
  }, [count]);
  const rows = useMemo(() => countRowsOf(detail?.items ?? []), [detail]);
  if (!detail) return null;
  const totals = countTotals(rows);
  const shown = reviewing ? rows.filter((row) => differenceKind(row.difference) !== null) : rows;
  const shownNotice = noticeOf(
    notice,
    (key, values) => t(key, values),
    (error, key) => failureText(t, error, key),
  );

  return (
    <div className="stock-page">
      <div className="stock-page__bar">
        <h2 className="m-0">{t("stock:count.heading", { stock: detail.stock_name, unit: detail.company_name })}</h2>
        <Button
          type="button"
          text
          icon="pi pi-arrow-left"
          label={t("stock:count.back")}
          onClick={() => navigate(localized(stockDetailsPath(detail.stock_id)))}
        />
      </div>
      <p className="m-0">
        {t(`stock:count.status.${detail.status}`)} ·{" "}
        {t("stock:count.started", {
          when: new Date(detail.started_at).toLocaleString(locale),
          who: detail.started_by,
        })}
      </p>
      {shownNotice ? (
        <Message severity={shownNotice.severity} text={shownNotice.text} className="stock-notice" role="status" />
      ) : null}
      {open ? (
        <form
          className="stock-scan"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            count.send({ type: "enter", mode: "add" });
          }}
        >
          <div ref={codeInput}>
            <TextField
              id="count-code"
              label={t("stock:count.code")}
              value={code}
              onChange={(next) => count.send({ type: "code.change", code: next })}
              maxLength={60}
              autoFocus
            />
          </div>
          <TextField
            id="count-quantity"
            label={t("stock:count.quantity")}
            value={quantity}
            onChange={(next) => count.send({ type: "quantity.change", quantity: next })}
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
              onClick={() => count.send({ type: "enter", mode: "set" })}
            />
          </div>
        </form>
      ) : null}
      <div className="stock-totals" aria-live="polite">
        <span>{t("stock:count.counted", { count: totals.counted, total: rows.length })}</span>
        <span className="stock-loss">
          {t("stock:count.loss-total")}: {moneyText(centsToDecimalString(-totals.loss), locale)}
        </span>
        <span className="stock-leftover">
          {t("stock:count.leftover-total")}: {moneyText(centsToDecimalString(totals.leftover), locale)}
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
                onClick={() => count.send({ type: "close" })}
              />
              <Button
                type="button"
                text
                label={t("stock:count.keep-counting")}
                onClick={() => count.send({ type: "keep counting" })}
              />
            </>
          ) : (
            <Button
              type="button"
              icon="pi pi-eye"
              label={t("stock:count.review")}
              disabled={totals.counted === 0}
              onClick={() => count.send({ type: "review" })}
            />
          )}
          <Button
            type="button"
            icon="pi pi-times"
            severity="danger"
            outlined
            label={t("stock:count.cancel")}
            disabled={busy}
            onClick={() => count.send({ type: "cancel" })}
          />
        </div>
      ) : null}
      {reviewing ? <h3 className="m-0">{t("stock:count.review-heading")}</h3> : null}
      <CountRowsTable rows={shown} />
    </div>
  );
}

/** The notice's words: success after an entry, a closing or a canceling; the reason of a refusal. */
function noticeOf(
  notice: CountNotice | null,
  text: (key: string, values?: Record<string, string>) => string,
  failure: (error: unknown, fallbackKey: string) => string,
): { severity: "success" | "error"; text: string } | null {
  if (notice === null) return null;
  switch (notice.kind) {
    case "entered":
      return { severity: "success", text: text("stock:count.entered", { code: notice.code }) };
    case "entry-invalid":
      return { severity: "error", text: text("stock:count.entry-invalid") };
    case "closed":
      return { severity: "success", text: text("stock:count.closed") };
    case "canceled":
      return { severity: "success", text: text("stock:count.canceled") };
    case "failed":
      return { severity: "error", text: failure(notice.error, "stock:count.failed") };
  }
}
