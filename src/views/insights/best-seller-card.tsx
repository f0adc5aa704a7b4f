import { Skeleton } from "primereact/skeleton";
import { useTranslation } from "react-i18next";
import type { BestSellers } from "../../schemas/insights.ts";
import { decimalOfText, moneyOfText } from "../../services/format.ts";

const quantityText = (text: string) => decimalOfText(text, 3, 0);

/** The best-seller card (spec 2.10, spec 3 Best seller): 'Faturamento total', sold quantity, by model. */
export function BestSellerCard({ data, failed }: { readonly data: BestSellers | null; readonly failed: boolean }) {
  const { t } = useTranslation("insights");
  return (
    <section
      className="insights-card best-seller-card"
      aria-labelledby="best-seller-title"
      aria-busy={data === null && !failed}
    >
      <h2 id="best-seller-title" className="insights-card__title">
        <i className="pi pi-star" aria-hidden="true" /> {t("best-seller.title")}
      </h2>
      {failed ? (
        <p role="alert">{t("load-failed")}</p>
      ) : data === null ? (
        <>
          <Skeleton width="10rem" height="1.75rem" />
          <Skeleton width="100%" height="6rem" className="statistic-card__skeleton" />
        </>
      ) : (
        <>
          <dl className="best-seller-card__totals">
            <div>
              <dt>{t("best-seller.total-billing")}</dt>
              <dd data-testid="best-seller-total">{moneyOfText(data.total_billing)}</dd>
            </div>
            <div>
              <dt>{t("best-seller.quantity")}</dt>
              <dd data-testid="best-seller-quantity">{quantityText(data.quantity)}</dd>
            </div>
          </dl>
          {data.data.length === 0 ? (
            <p className="insights-card__empty">{t("best-seller.empty")}</p>
          ) : (
            <table className="best-seller-card__table" aria-label={t("best-seller.table")}>
              <thead>
                <tr>
                  <th scope="col">{t("best-seller.model")}</th>
                  <th scope="col">{t("best-seller.quantity")}</th>
                  <th scope="col">{t("best-seller.value")}</th>
                </tr>
              </thead>
              <tbody>
                {data.data.map((row) => (
                  <tr key={row.product_id}>
                    <th scope="row">{row.model}</th>
                    <td>{quantityText(row.quantity)}</td>
                    <td>{moneyOfText(row.value)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  );
}
