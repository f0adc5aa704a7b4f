import { Checkbox } from "primereact/checkbox";
import { useTranslation } from "react-i18next";
import type { ConfigDraft } from "../../machines/product-form.machine.ts";
import { MoneyField } from "../components/form/money-field.tsx";
import { TextField } from "../components/form/text-field.tsx";
import type { ProductTabProps } from "./product-tab-props.ts";

/**
 * loja-a-loja: the product in each unit of the network (price, cost, stock control, minimum stock, active there). A
 * unit not changed here gets the product's price and cost when it is saved.
 */
export function ProductUnitsTab({ values, edit, message, configuration }: ProductTabProps) {
  const { t } = useTranslation("products");
  const units = configuration?.companies ?? [];
  const configOf = (unit: { id: number; name: string }): ConfigDraft =>
    values.configs.find((c) => c.company_id === unit.id) ?? {
      company_id: unit.id,
      company_name: unit.name,
      price_1: values.price,
      unit_cost: values.cost,
      stock_control: values.kind === "product",
      min_stock: "0",
      active: true,
    };
  const indexOf = (id: number) => values.configs.findIndex((c) => c.company_id === id);
  return (
    <div className="product-rows">
      {units.map((unit, row) => {
        const config = configOf(unit);
        const index = indexOf(unit.id);
        const at = (field: string) => (index < 0 ? null : message(`configs.${index}.${field}`));
        const set = (change: Partial<ConfigDraft>) => edit({ type: "config.change", config: { ...config, ...change } });
        return (
          <fieldset key={unit.id} className="product-row">
            <legend>{unit.name}</legend>
            <MoneyField
              id={`product-unit-${row}-price`}
              label={`${t("form.price-1")} ${unit.name}`}
              value={config.price_1}
              onChange={(price_1) => set({ price_1 })}
              error={at("price_1")}
            />
            <MoneyField
              id={`product-unit-${row}-cost`}
              label={`${t("form.unit-cost")} ${unit.name}`}
              value={config.unit_cost}
              onChange={(unit_cost) => set({ unit_cost })}
              error={at("unit_cost")}
            />
            <TextField
              id={`product-unit-${row}-min`}
              label={`${t("form.min-stock")} ${unit.name}`}
              value={config.min_stock}
              onChange={(min_stock) => set({ min_stock })}
              maxLength={12}
              inputMode="numeric"
              error={at("min_stock")}
            />
            <div className="product-check">
              <Checkbox
                inputId={`product-unit-${row}-stock`}
                checked={config.stock_control}
                disabled={values.kind === "service"}
                onChange={(event) => set({ stock_control: Boolean(event.checked) })}
              />
              <label htmlFor={`product-unit-${row}-stock`}>{t("form.stock-control")}</label>
            </div>
            <div className="product-check">
              <Checkbox
                inputId={`product-unit-${row}-active`}
                checked={config.active}
                onChange={(event) => set({ active: Boolean(event.checked) })}
              />
              <label htmlFor={`product-unit-${row}-active`}>{t("form.unit-active")}</label>
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
