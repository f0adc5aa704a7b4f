import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { createAttendance } from "../../services/api/production.ts";
import { useLocalizedPath } from "../shared/use-locale.ts";
import { generalBody, OrderGeneralForm } from "./order-general-form.tsx";
import { orderPath } from "./production-paths.ts";
import "./production.css";

/** /atendimentos/novo: a new order starts in Atendimento with its customer; its items are added next. */
export function NewOrderScreen() {
  const { t } = useTranslation("production");
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  return (
    <div className="production-page production-order">
      <section className="production-order__panel production-new-order" aria-labelledby="new-order-title">
        <h2 id="new-order-title" className="production-section-title">
          {t("order.new-heading")}
        </h2>
        <p className="production-muted">{t("general.next-step")}</p>
        <OrderGeneralForm
          save={(values) => createAttendance(generalBody(values))}
          onSaved={(order) => void navigate(localized(orderPath("atendimentos", order.number, "itens")))}
          submitLabel={t("general.create")}
        />
      </section>
    </div>
  );
}
