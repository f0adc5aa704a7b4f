import { useActorRef, useSelector } from "@xstate/react";
import { Button } from "primereact/button";
import { Dropdown } from "primereact/dropdown";
import { InputNumber } from "primereact/inputnumber";
import { Message } from "primereact/message";
import { ProgressBar } from "primereact/progressbar";
import { Steps } from "primereact/steps";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { fromPromise } from "xstate";
import { adjustmentProblems, WIZARD_STEPS, type WizardStep } from "../../domain/stock-wizard.ts";
import { formatQuantity, milliToNumber, parseQuantity } from "../../domain/stock.ts";
import type { SelectorQuery } from "../../machines/product-selector.machine.ts";
import { type AdjustInput, stockWizardMachine, type WizardProduct } from "../../machines/stock-wizard.machine.ts";
import type { StockId } from "../../schemas/ids.ts";
import type { SelectorProduct, StockAdjustmentResult } from "../../schemas/stock-bulk.ts";
import { adjustStock, loadBulkStocks, pageBulkProducts } from "../../services/api/stock-bulk.ts";
import { recordName } from "../../services/format.ts";
import { ProductSelector } from "../components/product-selector/product-selector.tsx";
import { useProductSelectorActor } from "../components/product-selector/use-product-selector-actor.ts";
import { useResource, useResourceData } from "../components/resource/use-resource.ts";
import { useLocale } from "../shared/use-locale.ts";
import "./stock-bulk.css";

export type StockBulkWizardProps = { readonly stockId: StockId };

const adjust = ({ stockId, product, idempotencyKey }: AdjustInput): Promise<StockAdjustmentResult> =>
  adjustStock(
    {
      productId: product.id,
      stockId,
      incoming: milliToNumber(product.incoming),
      outgoing: milliToNumber(product.outgoing),
    },
    idempotencyKey,
  );

const loadProducts = async (query: SelectorQuery, signal: AbortSignal) => {
  const stockId = Number(query.filters.stock_id ?? 0);
  if (!stockId) return { items: [], total: 0, perPage: 20 };
  const page = await pageBulkProducts({ stock_id: stockId, search: query.search, page: query.page }, signal);
  return { items: page.data, total: page.meta.total, perPage: page.meta.per_page };
};

/** A wizard product back as the selector shows it (the failed ones stay selected after a run). */
const selectorProductOf = (p: WizardProduct): SelectorProduct =>
  ({
    id: p.id,
    full_description: p.full_description,
    sku: p.sku,
    thumb: null,
    sale_unit_name: p.sale_unit_name,
    sale_unit_decimals: p.sale_unit_decimals,
    kind: p.kind,
    sku_quantity: milliToNumber(p.sku_quantity),
    sku_incoming: milliToNumber(p.sku_incoming),
    sku_outgoing: milliToNumber(p.sku_outgoing),
    status: p.active,
  }) as SelectorProduct;

const quantity = (p: WizardProduct, milli: number) => formatQuantity(milli, p.sale_unit_decimals);

/**
 * The stock bulk adjustment wizard (spec 2.10 and 4; issue 13 item 5), the `atualizacao-em-massa` tab of
 * /estoques/detalhes/:id: choose the stock, the products, incoming and outgoing per product, review, run.
 */
export function StockBulkWizard({ stockId }: StockBulkWizardProps) {
  const { t } = useTranslation("stock-bulk");
  const locale = useLocale();
  const [nonce] = useState(() => crypto.randomUUID());
  const [machine] = useState(() =>
    stockWizardMachine.provide({
      actors: { "adjust product": fromPromise<StockAdjustmentResult, AdjustInput>(({ input }) => adjust(input)) },
    }),
  );
  const wizard = useActorRef(machine, { input: { stockId, nonce } });
  const selector = useProductSelectorActor(loadProducts, { filters: { stock_id: String(stockId) } });
  const stocks = useResourceData(useResource(loadBulkStocks));
  const snapshot = useSelector(wizard, (s) => s);
  const selected = useSelector(selector, (s) => s.context.selected);
  const { context } = snapshot;
  const step: WizardStep = WIZARD_STEPS.find((s) => snapshot.hasTag(s)) ?? "run";
  const running = snapshot.hasTag("running");

  useEffect(() => {
    const subscription = wizard.on("selection.kept", ({ products }) =>
      selector.send({ type: "selection.set", products: products.map(selectorProductOf) }),
    );
    return () => subscription.unsubscribe();
  }, [wizard, selector]);
  useEffect(() => {
    wizard.send({ type: "products.chosen", products: selected });
  }, [wizard, selected]);

  const stock = stocks.data?.data.find((s) => s.id === context.stockId);
  const stockName = stock ? t("wizard.stock-option", { stock: stock.name, unit: stock.company_name }) : "";
  const done = context.products.filter((p) => p.status === "success" || p.status === "error").length;

  const setQuantity = (productId: number, field: "incoming" | "outgoing", value: number | null) =>
    wizard.send({ type: "quantity.changed", productId, field, value: parseQuantity(value ?? 0) ?? 0 });

  const quantityInput = (p: WizardProduct, field: "incoming" | "outgoing") => (
    <InputNumber
      value={milliToNumber(p[field])}
      onValueChange={(e) => setQuantity(p.id, field, e.value ?? 0)}
      min={0}
      minFractionDigits={0}
      maxFractionDigits={p.sale_unit_decimals}
      locale={locale}
      inputClassName="stock-bulk__quantity"
      aria-label={`${t(`wizard.${field}`)} ${p.full_description}`}
      disabled={running}
    />
  );

  const statusText = (p: WizardProduct) =>
    p.status === "error"
      ? p.message ||
        (p.failure?.tag === "Offline"
          ? t("wizard.offline")
          : t("wizard.server-error", { status: p.failure?.status ?? 0 }))
      : "";

  return (
    <section className="stock-bulk" aria-label={t("wizard.title")}>
      <Steps
        model={WIZARD_STEPS.map((s) => ({ label: t(`wizard.steps.${s}`) }))}
        activeIndex={WIZARD_STEPS.indexOf(step)}
        readOnly={running}
        onSelect={(e) => {
          const target = WIZARD_STEPS[e.index];
          if (target && target !== "run") wizard.send({ type: "jump", step: target });
        }}
      />

      {step === "stock" ? (
        <div className="stock-bulk__panel">
          <label htmlFor="stock-bulk-stock">{t("wizard.stock-label")}</label>
          <Dropdown
            inputId="stock-bulk-stock"
            value={context.stockId}
            options={(stocks.data?.data ?? []).map((s) => ({
              value: s.id,
              label: t("wizard.stock-option", { stock: s.name, unit: s.company_name }),
            }))}
            placeholder={t("wizard.stock-placeholder")}
            onChange={(e) => {
              const chosen = Number(e.value);
              wizard.send({ type: "stock.chosen", stockId: chosen });
              if (chosen !== context.stockId) {
                selector.send({ type: "selection.set", products: [] });
                selector.send({ type: "filters.changed", filters: { stock_id: String(chosen) } });
              }
            }}
          />
        </div>
      ) : null}

      {step === "products" ? <ProductSelector selector={selector} /> : null}

      {step === "quantities" || step === "review" || step === "run" ? (
        <div className="stock-bulk__table-wrap">
          {step === "review" ? (
            <p>{t("wizard.review-intro", { count: context.products.length, stock: stockName })}</p>
          ) : null}
          {step === "run" ? (
            <div className="stock-bulk__progress">
              <ProgressBar
                value={context.products.length ? Math.round((done / context.products.length) * 100) : 0}
                showValue={false}
                aria-label={t("wizard.progress", { done, total: context.products.length })}
              />
              <span>{t("wizard.progress", { done, total: context.products.length })}</span>
            </div>
          ) : null}
          <table className="stock-bulk__table">
            <thead>
              <tr>
                <th scope="col">{t("wizard.product")}</th>
                <th scope="col">{t("wizard.unit")}</th>
                <th scope="col">{t("wizard.quantity")}</th>
                <th scope="col">{t("wizard.sku-incoming")}</th>
                <th scope="col">{t("wizard.sku-outgoing")}</th>
                <th scope="col">{t("wizard.incoming")}</th>
                <th scope="col">{t("wizard.outgoing")}</th>
                {step === "run" ? <th scope="col">{t("wizard.status")}</th> : null}
              </tr>
            </thead>
            <tbody>
              {context.products.map((p) => {
                const problems =
                  step === "quantities"
                    ? adjustmentProblems({
                        incoming: p.incoming,
                        outgoing: p.outgoing,
                        saleUnitDecimals: p.sale_unit_decimals,
                        kind: p.kind,
                        active: p.active,
                        stockControl: true,
                        skuQuantity: p.sku_quantity,
                        skuIncoming: p.sku_incoming,
                        skuOutgoing: p.sku_outgoing,
                      }).filter((problem) => problem !== "empty" && problem !== "insufficient")
                    : [];
                const editable = step === "quantities" || (step === "run" && snapshot.hasTag("failed"));
                return (
                  <tr key={p.id} data-status={p.status}>
                    <th scope="row">
                      {p.full_description}
                      <small>{p.sku}</small>
                      {problems.map((problem) => (
                        <small key={problem} className="stock-bulk__warning">
                          {t(`errors.${problem}`, {
                            unit: recordName(p.sale_unit_name),
                            decimals: p.sale_unit_decimals,
                          })}
                        </small>
                      ))}
                    </th>
                    <td>
                      {recordName(p.sale_unit_name)} ({p.sale_unit_decimals})
                    </td>
                    <td>{quantity(p, p.sku_quantity)}</td>
                    <td>{quantity(p, p.sku_incoming)}</td>
                    <td>{quantity(p, p.sku_outgoing)}</td>
                    <td>{editable ? quantityInput(p, "incoming") : quantity(p, p.incoming)}</td>
                    <td>{editable ? quantityInput(p, "outgoing") : quantity(p, p.outgoing)}</td>
                    {step === "run" ? (
                      <td className={`stock-bulk__status stock-bulk__status--${p.status}`}>
                        <strong>
                          {t(
                            `wizard.status-${p.status === "pending" ? (running ? "running" : "pending") : p.status === "ready" ? "pending" : p.status}`,
                          )}
                        </strong>
                        {statusText(p) ? <span>{statusText(p)}</span> : null}
                      </td>
                    ) : null}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}

      {snapshot.hasTag("succeeded") ? <Message severity="success" text={t("wizard.succeeded")} /> : null}
      {snapshot.hasTag("failed") ? <Message severity="error" text={t("wizard.failed")} /> : null}

      <div className="stock-bulk__actions">
        {step !== "stock" && !running && !snapshot.hasTag("succeeded") ? (
          <Button
            type="button"
            severity="secondary"
            outlined
            icon="pi pi-arrow-left"
            label={t("wizard.back")}
            onClick={() => wizard.send({ type: "back" })}
          />
        ) : null}
        {step === "stock" || step === "products" || step === "quantities" ? (
          <Button
            type="button"
            icon="pi pi-arrow-right"
            iconPos="right"
            label={t("wizard.next")}
            disabled={!snapshot.can({ type: "next" })}
            onClick={() => wizard.send({ type: "next" })}
          />
        ) : null}
        {step === "review" ? (
          <Button
            type="button"
            icon="pi pi-check"
            label={t("wizard.run")}
            onClick={() => wizard.send({ type: "run" })}
          />
        ) : null}
        {snapshot.hasTag("failed") ? (
          <Button
            type="button"
            icon="pi pi-refresh"
            label={t("wizard.run-again")}
            onClick={() => wizard.send({ type: "run" })}
          />
        ) : null}
        {snapshot.hasTag("succeeded") ? (
          <Button
            type="button"
            icon="pi pi-plus"
            label={t("wizard.restart")}
            onClick={() => wizard.send({ type: "restart" })}
          />
        ) : null}
        {running ? <ProgressBar mode="indeterminate" className="stock-bulk__busy" /> : null}
      </div>
    </section>
  );
}
