import { Checkbox } from "primereact/checkbox";
import { Message } from "primereact/message";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { type StockFormValues, stockFormMachine, stockFormSpec } from "../../machines/stock-form.machine.ts";
import type { StockInput, StockOptions } from "../../schemas/stock.ts";
import { createStock, getStock, getStockOptions, updateStock } from "../../services/api/stock.ts";
import { failureText } from "../components/form/api-failure.ts";
import { DropdownField } from "../components/form/dropdown-field.tsx";
import { TextField } from "../components/form/text-field.tsx";
import { RecordFormPage } from "../components/record-form/record-form-page.tsx";
import { useResource, useResourceData } from "../components/resource/use-resource.ts";
import { saveFailureMessage } from "../shared/save-failure.ts";
import { useLocalizedPath } from "../shared/use-locale.ts";
import { stockEditPath, stockPageFrom } from "./stock-paths.ts";
import "./stock.css";

const calls = {
  load: getStock,
  // A stock's unit does not change: PATCH leaves it out.
  save: ({ id, body: { company_id, ...patch } }: { id: number | null; body: StockInput }) =>
    id === null ? createStock({ company_id, ...patch }) : updateStock(id, patch),
};

/** /estoques/novo and /estoques/editar/:id: a stock's name, unit, active and default (STO 1). */
export function StockEditScreen() {
  const { id } = useParams();
  const { t } = useTranslation(["stock", "common"]);
  const options = useResourceData(useResource(getStockOptions, "options"));
  if (options.failed) return <Message severity="error" text={failureText(t, options.error, "stock:load-failed")} />;
  if (!options.data) return <p>{t("stock:loading")}</p>;
  return <StockPage page={stockPageFrom(id)} options={options.data} />;
}

function StockPage({ page, options }: { page: ReturnType<typeof stockPageFrom>; options: StockOptions }) {
  const { t } = useTranslation(["stock", "common", "form"]);
  const localized = useLocalizedPath();
  const [only] = options.companies.length === 1 ? options.companies : [];
  return (
    <RecordFormPage
      spec={stockFormSpec}
      machine={stockFormMachine}
      calls={calls}
      page={page}
      pathOf={(id) => localized(stockEditPath(id))}
      leaveTo={localized("/estoques")}
      saveLeaves
      start={only ? { company_id: only.id } : undefined}
      texts={{
        heading: (stock) => (stock ? t("stock:edit-named", { name: stock.name }) : t("stock:new")),
        tab: () => t("stock:title"),
        tabsLabel: t("stock:title"),
        issue: (code) => t(`form:${code}`),
        saved: (created) => t(created ? "stock:created" : "stock:saved"),
        saveFailed: (error) => saveFailureMessage(t("stock:save-failed"), error),
        invalid: t("stock:fix-fields"),
      }}
    >
      {(_, { values, edit, message }) => {
        const change = (change: Partial<StockFormValues>) => edit({ type: "change", change });
        return (
          <div className="stock-form">
            <TextField
              id="stock-name"
              label={t("stock:fields.name")}
              value={values.name}
              onChange={(name) => change({ name })}
              maxLength={60}
              required
              autoFocus
              error={message("name")}
            />
            <DropdownField
              id="stock-unit"
              label={t("stock:fields.unit")}
              value={values.company_id}
              options={options.companies.map((unit) => ({ value: unit.id, label: unit.name }))}
              onChange={(company_id) => change({ company_id })}
              disabled={page?.id !== null}
              error={message("company_id")}
            />
            <div className="stock-check">
              <Checkbox
                inputId="stock-active"
                checked={values.active}
                onChange={(event) => change({ active: event.checked === true })}
              />
              <label htmlFor="stock-active">{t("stock:fields.active")}</label>
            </div>
            {message("active") ? <small className="p-error">{message("active")}</small> : null}
            <div className="stock-check">
              <Checkbox
                inputId="stock-default"
                checked={values.is_default}
                onChange={(event) => change({ is_default: event.checked === true })}
                aria-describedby="stock-default-hint"
              />
              <label htmlFor="stock-default">{t("stock:fields.default")}</label>
            </div>
            <small id="stock-default-hint">{t("stock:fields.default-hint")}</small>
            {message("is_default") ? <small className="p-error">{message("is_default")}</small> : null}
          </div>
        );
      }}
    </RecordFormPage>
  );
}
