import { useState } from "react";
import { useTranslation } from "react-i18next";
import { parseMoney } from "../../../domain/money.ts";
import type { SaleRef } from "../../../machines/sale.machine.ts";
import { loadSaleTabs } from "../../../services/api/pdv-tabs.ts";
import { money } from "../../../services/format.ts";
import { useResource, useResourceData } from "../../components/resource/use-resource.ts";

/**
 * The quick-pick tabs of the sale screen (/pdv-tabs, CNF 1): a grid of product buttons (photo, name, price) per tab;
 * a button adds its product as a scan does (a weighed product asks for the quantity first). Products the unit does
 * not sell are not listed (the server leaves them out). Nothing shows when the network has no tabs.
 */
export function QuickPickTabs({ sale, companyId }: { readonly sale: SaleRef; readonly companyId: number }) {
  const { t } = useTranslation("pdv");
  const resource = useResource((signal) => loadSaleTabs(companyId, signal), companyId);
  const { data } = useResourceData(resource);
  const [chosen, setChosen] = useState<number | null>(null);
  const tabs = (data?.data ?? []).filter((tab) => tab.products.length > 0);
  if (tabs.length === 0) return null;
  const current = tabs.find((tab) => tab.id === chosen) ?? tabs[0];
  if (!current) return null;

  return (
    <section className="quick-pick" aria-label={t("tabs.grid")}>
      <div className="quick-pick__tabs" role="tablist" aria-label={t("tabs.grid")}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            aria-selected={tab.id === current.id}
            className={`quick-pick__tab${tab.id === current.id ? " is-active" : ""}`}
            onClick={() => setChosen(tab.id)}
          >
            {tab.name}
          </button>
        ))}
      </div>
      <div className="quick-pick__grid" role="tabpanel" aria-label={current.name}>
        {current.products.map((product) => (
          <button
            key={product.id}
            type="button"
            className="quick-pick__product"
            title={product.full_description}
            onClick={() => sale.send({ type: "product.choose", product })}
          >
            {product.thumb_url ? (
              <img src={product.thumb_url} alt="" loading="lazy" />
            ) : (
              <i className="pi pi-box" aria-hidden="true" />
            )}
            <span className="quick-pick__name">{product.full_description}</span>
            <span className="quick-pick__price">{money(parseMoney(product.price_1) ?? 0)}</span>
          </button>
        ))}
      </div>
    </section>
  );
}
