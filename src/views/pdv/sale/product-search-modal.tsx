import { useTranslation } from "react-i18next";
import { parseMoney } from "../../../domain/money.ts";
import { formatQuantity, milliToNumber, parseQuantity } from "../../../domain/stock.ts";
import type { OpenModal, SaleRef } from "../../../machines/sale.machine.ts";
import type { ProductHit } from "../../../schemas/pdv.ts";
import { money, unitOf } from "../../../services/format.ts";
import { PickList, Shell, usePickList } from "./sale-dialog.tsx";

/** The product search (F2, or a scan with several hits): a weighed product asks for its quantity next. */
export function ProductSearchModal({ sale, modal, onHide }: { sale: SaleRef; modal: OpenModal; onHide: () => void }) {
  const { t } = useTranslation("pdv");
  const { text, rows, more, loading, search } = usePickList(sale, "product", modal.query ?? "");
  const onPick = (product: ProductHit) => {
    if (product.sale_unit.decimals === 0) onHide();
    sale.send({ type: "product.choose", product });
  };
  return (
    <Shell header={t("screen.modal.product-search")} onHide={onHide}>
      <PickList
        id="product-search-q"
        label={t("screen.search-product")}
        placeholder={t("screen.product-search-placeholder")}
        text={text}
        onSearch={search}
        rows={rows}
        loading={loading}
        more={more}
        onPick={onPick}
        renderRow={(product) => (
          <>
            {product.thumb_url ? (
              <img className="sale-product-thumb" src={product.thumb_url} alt="" loading="lazy" />
            ) : null}
            <span className="font-medium">{product.full_description}</span>
            <span className="text-sm text-color-secondary">
              {product.sku}
              {/* A service or a product without stock control has no stock to show (not "0"). */}
              {product.stock_control
                ? ` · ${t("screen.available", {
                    value: formatQuantity(parseQuantity(product.stock.available) ?? 0, product.sale_unit.decimals),
                    unit: unitOf(product.sale_unit.name, milliToNumber(parseQuantity(product.stock.available) ?? 0)),
                  })}`
                : null}
            </span>
            <span className="font-semibold">{money(parseMoney(product.price_1) ?? 0)}</span>
          </>
        )}
      />
    </Shell>
  );
}
