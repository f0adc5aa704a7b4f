import { useSelector } from "@xstate/react";
import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { Message } from "primereact/message";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { focusFirstField } from "../../components/dialog/first-field-focus.ts";
import { useNavigate } from "react-router";
import { closingDifferences } from "../../../domain/cash-register.ts";
import { type BigCents, MAX_TOTAL_CENTS, parseBigMoney } from "../../../domain/money.ts";
import { type CashRegisterRef, type CountedKind, expectedHidden } from "../../../machines/cash-register.machine.ts";
import type { CashClosing } from "../../../schemas/pdv-cash.ts";
import { newIdempotencyKey } from "../../../services/api/idempotency.ts";
import { closingReportUrl } from "../../../services/api/pdv-cash.ts";
import { money } from "../../../services/format.ts";
import { clearPosState } from "../../../services/pos-state.ts";
import { useSessionUser } from "../../shared/session-context.tsx";
import { useLocalizedPath } from "../../shared/use-locale.ts";
import { MoneyField } from "../../components/form/money-field.tsx";
import { cashErrorText } from "./cash-error.ts";

const KINDS: ReadonlyArray<CountedKind> = ["money", "pix", "card"];
const cents = (text: string): BigCents => parseBigMoney(text) ?? 0n;

const differenceClass = (value: BigCents) => (value < 0n ? "text-red-700" : value > 0n ? "text-green-800" : "");

/**
 * Closing (spec 4) as a real PDV does it: count money, PIX and card, confirm the counts (sent once, read-only
 * afterwards), see the differences, close. A blind cashier sees no expected values, sales nor total before the
 * counts are confirmed (the server sends none).
 */
export function CloseRegisterDialog({ register }: { readonly register: CashRegisterRef }) {
  const { t } = useTranslation(["cash", "pdv", "common"]);
  const user = useSessionUser();
  const navigate = useNavigate();
  const path = useLocalizedPath();
  const busy = useSelector(register, (s) => s.hasTag("busy"));
  const loading = useSelector(register, (s) => s.matches({ open: { closing: "loading" } }));
  const unavailable = useSelector(register, (s) => s.matches({ open: { closing: "unavailable" } }));
  const counting = useSelector(
    register,
    (s) => s.matches({ open: { closing: "counting" } }) || s.matches({ open: { closing: "confirmingCount" } }),
  );
  const summary = useSelector(register, (s) => s.context.summary);
  const count = useSelector(register, (s) => s.context.count);
  const counted = useSelector(register, (s) => s.context.counted);
  const blind = useSelector(register, (s) => s.context.blind);
  const hidden = useSelector(register, expectedHidden);
  const closing = useSelector(register, (s) => (s.status === "done" ? s.context.closing : null));
  const error = useSelector(register, (s) => cashErrorText(s.context.error, t));

  useEffect(() => {
    if (closing && user) clearPosState(user.id);
  }, [closing, user]);

  if (closing) {
    return (
      <Dialog
        visible
        header={t("closing.closed-title")}
        onHide={() => void navigate(path("/"))}
        style={{ width: "40rem" }}
        breakpoints={{ "768px": "95vw" }}
      >
        <p className="mt-0">{t("closing.closed-intro")}</p>
        <ClosingTable closing={closing} />
        <div className="flex flex-wrap justify-content-end gap-2 mt-3">
          <ClosingReportLinks id={closing.id} />
        </div>
        <div className="flex justify-content-end mt-3">
          <Button label={t("actions.go-home")} icon="pi pi-home" onClick={() => void navigate(path("/"))} autoFocus />
        </div>
      </Dialog>
    );
  }

  const confirmed = count !== null;
  const expected = count
    ? { money: cents(count.money.expected), pix: cents(count.pix.expected), card: cents(count.card.expected) }
    : summary
      ? { money: cents(summary.money.expected), pix: cents(summary.pix.expected), card: cents(summary.card.expected) }
      : { money: 0n, pix: 0n, card: 0n };
  const differences = count
    ? { money: cents(count.money.difference), pix: cents(count.pix.difference), card: cents(count.card.difference) }
    : closingDifferences(expected, {
        money: BigInt(counted.money),
        pix: BigInt(counted.pix),
        card: BigInt(counted.card),
      });
  const sales = count ?? summary;
  const cancel = () => {
    if (!busy) register.send({ type: "cancel" });
  };

  return (
    <Dialog
      visible
      header={t("closing.title")}
      onHide={cancel}
      closable={!busy}
      style={{ width: "40rem" }}
      breakpoints={{ "768px": "95vw" }}
    >
      {loading ? <p>{t("closing.loading")}</p> : null}
      {unavailable ? (
        <div className="flex flex-column gap-2">
          <Message severity="error" text={error ?? t("closing.summary-failed")} role="alert" />
          <Button label={t("actions.retry")} onClick={() => register.send({ type: "close.retry" })} />
        </div>
      ) : null}
      {!loading && !unavailable ? (
        <form
          ref={focusFirstField}
          noValidate
          className="flex flex-column gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (busy) return;
            if (confirmed) register.send({ type: "close.confirm", key: newIdempotencyKey() });
            else register.send({ type: "close.submit-count", key: newIdempotencyKey() });
          }}
        >
          {blind && counting ? (
            <p className="m-0 p-2 border-round surface-100 flex align-items-center gap-2">
              <span className="pi pi-eye-slash" aria-hidden="true" />
              {t("closing.blind-notice")}
            </p>
          ) : null}
          {confirmed ? (
            <p className="m-0 p-2 border-round surface-100 flex align-items-center gap-2" role="status">
              <span className="pi pi-lock" aria-hidden="true" />
              {t("closing.counts-locked")}
            </p>
          ) : null}
          {sales && !hidden ? (
            <p className="m-0 text-sm text-color-secondary" data-testid="closing-sales">
              {t("closing.sales", { count: sales.sales_count, total: money(cents(sales.sales_total)) })}
              {summary && !confirmed
                ? ` · ${t("closing.money-detail", {
                    supply: money(cents(summary.cash_supply)),
                    received: money(cents(summary.money.received)),
                    change: money(cents(summary.money.change)),
                    sangrias: money(cents(summary.money.sangrias)),
                    outflows: money(cents(summary.money.outflows)),
                  })}`
                : null}
            </p>
          ) : null}
          <table className="cash-closing-table w-full" aria-label={t("closing.title")}>
            <thead>
              <tr>
                <th scope="col" className="text-left">
                  {t("closing.kind")}
                </th>
                <th scope="col" className="text-right">
                  {t("closing.expected")}
                </th>
                <th scope="col" className="text-right">
                  {t("closing.counted")}
                </th>
                <th scope="col" className="text-right">
                  {t("closing.difference")}
                </th>
              </tr>
            </thead>
            <tbody>
              {KINDS.map((kind) => (
                <tr key={kind}>
                  <th scope="row" className="text-left font-medium">
                    {t(`closing.${kind}`)}
                  </th>
                  <td className="text-right" data-testid={`expected-${kind}`}>
                    {hidden ? t("closing.hidden") : money(expected[kind])}
                  </td>
                  <td className="cash-closing-counted">
                    <MoneyField
                      id={`cash-close-${kind}`}
                      label={t("closing.counted-label", { kind: t(`closing.${kind}`) })}
                      className="cash-closing-field"
                      value={counted[kind]}
                      max={MAX_TOTAL_CENTS}
                      disabled={busy || confirmed}
                      onChange={(value) => register.send({ type: "close.count", kind, value: value ?? 0 })}
                    />
                  </td>
                  <td
                    className={`text-right ${hidden ? "" : differenceClass(differences[kind])}`}
                    data-testid={`difference-${kind}`}
                  >
                    {hidden ? "—" : money(differences[kind])}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {error ? <Message severity="error" text={error} role="alert" className="justify-content-start" /> : null}
          <div className="flex justify-content-end gap-2">
            <Button type="button" label={t("actions.cancel")} text onClick={cancel} disabled={busy} />
            <Button
              type="submit"
              label={confirmed ? t("closing.confirm") : t("closing.submit-count")}
              icon={confirmed ? "pi pi-lock" : "pi pi-check"}
              loading={busy}
            />
          </div>
        </form>
      ) : null}
    </Dialog>
  );
}

/** Links to the printable closing report of a closed register: 80 mm roll and A4, each in a new window. */
export function ClosingReportLinks({ id }: { readonly id: number }) {
  const { t } = useTranslation("cash");
  return (
    <>
      <a
        className="p-button p-button-outlined inline-flex align-items-center gap-2"
        style={{ textDecoration: "none", whiteSpace: "nowrap" }}
        href={closingReportUrl(id, "80mm")}
        target="_blank"
        rel="noopener"
        data-testid="closing-report-80mm"
      >
        <span className="pi pi-print" aria-hidden="true" />
        {t("closing.report-80mm")}
      </a>
      <a
        className="p-button p-button-outlined inline-flex align-items-center gap-2"
        style={{ textDecoration: "none", whiteSpace: "nowrap" }}
        href={closingReportUrl(id, "a4")}
        target="_blank"
        rel="noopener"
        data-testid="closing-report-a4"
      >
        <span className="pi pi-print" aria-hidden="true" />
        {t("closing.report-a4")}
      </a>
    </>
  );
}

/** The closing as the server recorded it: expected, counted and difference per kind. */
export function ClosingTable({ closing }: { readonly closing: Pick<CashClosing, "money" | "pix" | "card"> }) {
  const { t } = useTranslation("cash");
  return (
    <table className="cash-closing-table w-full" aria-label={t("detail.closing")}>
      <thead>
        <tr>
          <th scope="col" className="text-left">
            {t("closing.kind")}
          </th>
          <th scope="col" className="text-right">
            {t("closing.expected")}
          </th>
          <th scope="col" className="text-right">
            {t("closing.counted")}
          </th>
          <th scope="col" className="text-right">
            {t("closing.difference")}
          </th>
        </tr>
      </thead>
      <tbody>
        {KINDS.map((kind) => {
          const line = closing[kind];
          const difference = cents(line.difference);
          return (
            <tr key={kind}>
              <th scope="row" className="text-left font-medium">
                {t(`closing.${kind}`)}
              </th>
              <td className="text-right">{money(cents(line.expected))}</td>
              <td className="text-right">{money(cents(line.counted))}</td>
              <td className={`text-right ${differenceClass(difference)}`} data-testid={`closed-difference-${kind}`}>
                {money(difference)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
