import { Button } from "primereact/button";
import { Checkbox } from "primereact/checkbox";
import { Message } from "primereact/message";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import type { StockDetail, StockOptions } from "../../schemas/stock.ts";
import { createStock, getStock, getStockOptions, updateStock } from "../../services/api/stock.ts";
import { failureText, fieldMessage, onlyFields } from "../components/form/api-failure.ts";
import { DropdownField } from "../components/form/dropdown-field.tsx";
import { TextField } from "../components/form/text-field.tsx";
import { useResource, useResourceData } from "../components/resource/use-resource.ts";
import { useLocalizedPath } from "../shared/use-locale.ts";
import "./stock.css";

const FIELDS = ["name", "company_id", "active", "is_default"];

type Loaded = { readonly stock: StockDetail | null; readonly options: StockOptions };

/** /estoques/novo and /estoques/editar/:id: a stock's name, unit, active and default (STO 1). */
export function StockEditScreen() {
  const { id } = useParams();
  const stockId = id && /^\d+$/.test(id) ? Number(id) : null;
  const resource = useResource<Loaded>(
    async (signal) => ({
      stock: stockId === null ? null : await getStock(stockId, signal),
      options: await getStockOptions(signal),
    }),
    stockId ?? "new",
  );
  const { data, failed, error } = useResourceData(resource);
  const { t } = useTranslation(["stock", "common"]);
  if (failed) return <Message severity="error" text={failureText(t, error, "stock:load-failed")} />;
  if (!data) return <p>{t("stock:loading")}</p>;
  return <StockForm key={stockId ?? "new"} stock={data.stock} options={data.options} />;
}

function StockForm({ stock, options }: { stock: StockDetail | null; options: StockOptions }) {
  const { t } = useTranslation(["stock", "common"]);
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const [name, setName] = useState(stock?.name ?? "");
  const [companyId, setCompanyId] = useState<number | null>(
    stock?.company_id ?? (options.companies.length === 1 ? (options.companies[0]?.id ?? null) : null),
  );
  const [active, setActive] = useState(stock?.active ?? true);
  const [isDefault, setIsDefault] = useState(stock?.is_default ?? false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [touched, setTouched] = useState(false);
  const nameMissing = name.trim() === "";
  const unitMissing = companyId === null;

  const save = async () => {
    setTouched(true);
    if (nameMissing || unitMissing) return;
    setBusy(true);
    setFailure(null);
    try {
      if (stock) await updateStock(stock.id, { name: name.trim(), active, is_default: isDefault });
      else await createStock({ name: name.trim(), company_id: companyId, active, is_default: isDefault });
      navigate(localized("/estoques"));
    } catch (error) {
      setFailure(error);
      setBusy(false);
    }
  };
  const general = failure && !onlyFields(failure, FIELDS) ? failureText(t, failure, "stock:save-failed") : null;

  return (
    <form
      className="stock-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      {general ? <Message severity="error" text={general} /> : null}
      <TextField
        id="stock-name"
        label={t("stock:fields.name")}
        value={name}
        onChange={setName}
        maxLength={60}
        required
        autoFocus
        error={touched && nameMissing ? t("validation:required") : fieldMessage(failure, "name")}
      />
      <DropdownField
        id="stock-unit"
        label={t("stock:fields.unit")}
        value={companyId}
        options={options.companies.map((unit) => ({ value: unit.id, label: unit.name }))}
        onChange={setCompanyId}
        disabled={stock !== null}
        error={touched && unitMissing ? t("validation:required") : fieldMessage(failure, "company_id")}
      />
      <div className="stock-check">
        <Checkbox inputId="stock-active" checked={active} onChange={(event) => setActive(event.checked === true)} />
        <label htmlFor="stock-active">{t("stock:fields.active")}</label>
      </div>
      {fieldMessage(failure, "active") ? <small className="p-error">{fieldMessage(failure, "active")}</small> : null}
      <div className="stock-check">
        <Checkbox
          inputId="stock-default"
          checked={isDefault}
          onChange={(event) => setIsDefault(event.checked === true)}
          aria-describedby="stock-default-hint"
        />
        <label htmlFor="stock-default">{t("stock:fields.default")}</label>
      </div>
      <small id="stock-default-hint">{t("stock:fields.default-hint")}</small>
      {fieldMessage(failure, "is_default") ? (
        <small className="p-error">{fieldMessage(failure, "is_default")}</small>
      ) : null}
      <div className="stock-page__actions">
        <Button type="submit" label={t("common:actions.save")} icon="pi pi-check" loading={busy} />
        <Button
          type="button"
          label={t("common:actions.cancel")}
          severity="secondary"
          outlined
          onClick={() => navigate(localized("/estoques"))}
        />
      </div>
    </form>
  );
}
