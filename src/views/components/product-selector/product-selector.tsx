import { useSelector } from "@xstate/react";
import { Button } from "primereact/button";
import { Checkbox } from "primereact/checkbox";
import { InputText } from "primereact/inputtext";
import { SelectButton } from "primereact/selectbutton";
import { useTranslation } from "react-i18next";
import { formatQuantity, parseQuantity } from "../../../domain/stock.ts";
import {
  availableOf,
  isSelected,
  pagesOf,
  type ProductSelectorRef,
  type SelectorLayout,
  type SelectorList,
  shownOf,
} from "../../../machines/product-selector.machine.ts";
import type { SelectorProduct } from "../../../schemas/stock-bulk.ts";
import "./product-selector.css";

export type ProductSelectorProps = { readonly selector: ProductSelectorRef };

const LISTS: ReadonlyArray<SelectorList> = ["available", "all", "selected"];

const onHand = (product: SelectorProduct) =>
  formatQuantity(parseQuantity(product.sku_quantity) ?? 0, product.sale_unit_decimals);

/** A product's on-hand quantity; nothing for a service, which holds no stock. */
function OnHand({ product }: { readonly product: SelectorProduct }) {
  const { t } = useTranslation("stock-bulk");
  if (product.kind === "service") return null;
  return <span className="product-selector__stock">{t("selector.on-hand", { quantity: onHand(product) })}</span>;
}

/**
 * The products selector (spec 2.10): search by product name, choose by toggling a row's checkbox or clicking a
 * card; the page's available products, all of them, or the selected ones (kept across searches and pages).
 */
export function ProductSelector({ selector }: ProductSelectorProps) {
  const { t } = useTranslation("stock-bulk");
  const context = useSelector(selector, (s) => s.context);
  const loading = useSelector(selector, (s) => s.hasTag("loading"));
  const failed = useSelector(selector, (s) => s.hasTag("failed"));
  const shown = shownOf(context);
  const pages = pagesOf(context);
  const counts: Record<SelectorList, number> = {
    available: availableOf(context).length,
    all: context.items.length,
    selected: context.selected.length,
  };
  const toggle = (product: SelectorProduct) => selector.send({ type: "toggle", product });

  return (
    <div className="product-selector">
      <div className="product-selector__bar">
        <span className="p-input-icon-left product-selector__search">
          <InputText
            value={context.search}
            placeholder={t("selector.search")}
            aria-label={t("selector.search")}
            onChange={(e) => selector.send({ type: "search.changed", text: e.target.value })}
          />
        </span>
        <SelectButton
          value={context.layout}
          allowEmpty={false}
          options={[
            { label: t("selector.list-view"), value: "list", icon: "pi pi-list" },
            { label: t("selector.card-view"), value: "cards", icon: "pi pi-th-large" },
          ]}
          onChange={(e) => selector.send({ type: "layout.changed", layout: e.value as SelectorLayout })}
        />
      </div>
      <div className="product-selector__lists" role="tablist">
        {LISTS.map((list) => (
          <Button
            key={list}
            type="button"
            role="tab"
            aria-selected={context.list === list}
            text={context.list !== list}
            label={`${t(`selector.${list}`)} (${counts[list]})`}
            onClick={() => selector.send({ type: "list.shown", list })}
          />
        ))}
        <span className="product-selector__spacer" />
        <Button
          type="button"
          text
          icon="pi pi-check-square"
          label={t("selector.select-page")}
          disabled={counts.available === 0}
          onClick={() => selector.send({ type: "select.page" })}
        />
        <Button
          type="button"
          text
          severity="secondary"
          icon="pi pi-times"
          label={t("selector.clear")}
          disabled={counts.selected === 0}
          onClick={() => selector.send({ type: "clear" })}
        />
      </div>
      <output className="product-selector__status" aria-live="polite">
        {failed ? (
          <span className="product-selector__failed">
            {t("selector.failed")}{" "}
            <Button type="button" link label={t("selector.retry")} onClick={() => selector.send({ type: "retry" })} />
          </span>
        ) : loading && context.list !== "selected" ? (
          t("selector.loading")
        ) : (
          t("selector.count", { count: counts.selected })
        )}
      </output>
      {shown.length === 0 && !loading ? <p className="product-selector__empty">{t("selector.empty")}</p> : null}
      {context.layout === "list" ? (
        <ul className="product-selector__rows" aria-label={t(`selector.${context.list}`)}>
          {shown.map((product) => {
            const id = `product-selector-${product.id}`;
            return (
              <li key={product.id} className="product-selector__row">
                <Checkbox
                  inputId={id}
                  checked={isSelected(context, product.id)}
                  onChange={() => toggle(product)}
                  aria-label={t("selector.toggle", { name: product.full_description })}
                />
                <label htmlFor={id} className="product-selector__name">
                  {product.full_description}
                </label>
                <span className="product-selector__sku">{product.sku}</span>
                <OnHand product={product} />
                {product.kind === "service" ? (
                  <span className="product-selector__tag">{t("selector.service")}</span>
                ) : null}
                {!product.status ? <span className="product-selector__tag">{t("selector.inactive")}</span> : null}
              </li>
            );
          })}
        </ul>
      ) : (
        <ul className="product-selector__cards" aria-label={t(`selector.${context.list}`)}>
          {shown.map((product) => (
            <li key={product.id}>
              <button
                type="button"
                className="product-selector__card"
                aria-pressed={isSelected(context, product.id)}
                onClick={() => toggle(product)}
              >
                {product.thumb ? (
                  <img src={product.thumb} alt="" />
                ) : (
                  <i className="pi pi-box product-selector__thumb" aria-hidden="true" />
                )}
                <span className="product-selector__name">{product.full_description}</span>
                <span className="product-selector__sku">{product.sku}</span>
                <OnHand product={product} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {context.list !== "selected" && pages > 1 ? (
        <div className="product-selector__pages">
          <Button
            type="button"
            text
            icon="pi pi-angle-left"
            label={t("selector.previous")}
            disabled={context.page <= 1 || loading}
            onClick={() => selector.send({ type: "page.changed", page: context.page - 1 })}
          />
          <span>{t("selector.page", { page: context.page, pages })}</span>
          <Button
            type="button"
            text
            icon="pi pi-angle-right"
            iconPos="right"
            label={t("selector.next")}
            disabled={context.page >= pages || loading}
            onClick={() => selector.send({ type: "page.changed", page: context.page + 1 })}
          />
        </div>
      ) : null}
    </div>
  );
}
