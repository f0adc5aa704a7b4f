import { useActorRef, useSelector } from "@xstate/react";
import { Button } from "primereact/button";
import { Checkbox } from "primereact/checkbox";
import { Dropdown } from "primereact/dropdown";
import { InputNumber } from "primereact/inputnumber";
import { Message } from "primereact/message";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { fromPromise } from "xstate";
import { parseMoney } from "../../domain/money.ts";
import type { BulkEditChanges, BulkEditField } from "../../domain/stock-wizard.ts";
import type { SelectorQuery } from "../../machines/product-selector.machine.ts";
import { productsBulkMachine } from "../../machines/products-bulk.machine.ts";
import type { BulkEditInput, BulkEditPreviewRow } from "../../schemas/stock-bulk.ts";
import { money } from "../../services/format.ts";
import {
  applyBulkEdit,
  loadBulkEditOptions,
  pageBulkEditProducts,
  previewBulkEdit,
} from "../../services/api/stock-bulk.ts";
import { ProductSelector } from "../components/product-selector/product-selector.tsx";
import { useProductSelectorActor } from "../components/product-selector/use-product-selector-actor.ts";
import { useResource, useResourceData } from "../components/resource/use-resource.ts";
import { useLocale } from "../shared/use-locale.ts";
import "./stock-bulk.css";

const loadProducts = async (query: SelectorQuery, signal: AbortSignal) => {
  const page = await pageBulkEditProducts({ ...query.filters, search: query.search, page: query.page }, signal);
  return { items: page.data, total: page.meta.total, perPage: page.meta.per_page };
};

type Filters = { company_id?: string; department_id?: string; group_id?: string; active?: string };

const EMPTY_VALUES: Required<{ [K in BulkEditField]: NonNullable<BulkEditChanges[K]> | null }> = {
  price: 0,
  cost: 0,
  active: true,
  stockControl: true,
  departmentId: null,
  groupId: null,
};

/**
 * /produtos/em-lote (STO 3 level 2; issue 13 item 6): choose products (selector and filters) and new values for
 * price, cost, active, stock control (in a unit), department or group; preview old → new; confirm.
 */
export function ProductsBulkScreen() {
  const { t } = useTranslation("stock-bulk");
  const locale = useLocale();
  const options = useResourceData(useResource(loadBulkEditOptions)).data;
  const [machine] = useState(() =>
    productsBulkMachine.provide({
      actors: {
        "preview changes": fromPromise<ReadonlyArray<BulkEditPreviewRow>, BulkEditInput>(
          async ({ input }) => (await previewBulkEdit(input)).data,
        ),
        "apply changes": fromPromise(({ input }: { input: BulkEditInput }) => applyBulkEdit(input)),
      },
    }),
  );
  const edit = useActorRef(machine, { input: { companyId: null } });
  const selector = useProductSelectorActor(loadProducts);
  const snapshot = useSelector(edit, (s) => s);
  const selected = useSelector(selector, (s) => s.context.selected);
  const [filters, setFilters] = useState<Filters>({});
  const [values, setValues] = useState(EMPTY_VALUES);
  const { context } = snapshot;

  const unitId = context.companyId ?? options?.units[0]?.id ?? null;
  useEffect(() => {
    if (context.companyId === null && unitId !== null) edit.send({ type: "unit.chosen", companyId: unitId });
  }, [edit, context.companyId, unitId]);
  useEffect(() => {
    edit.send({ type: "products.chosen", productIds: selected.map((p) => p.id) });
  }, [edit, selected]);

  const changeFilter = (next: Filters) => {
    const merged = Object.fromEntries(Object.entries({ ...filters, ...next }).filter(([, v]) => v)) as Filters;
    setFilters(merged);
    selector.send({ type: "filters.changed", filters: merged as Record<string, string> });
  };
  const chosen = (field: BulkEditField) => context.changes[field] !== undefined;
  const setValue = <F extends BulkEditField>(field: F, value: (typeof EMPTY_VALUES)[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (chosen(field)) edit.send({ type: "change.set", field, value: value as BulkEditChanges[F] });
  };
  const toggleField = (field: BulkEditField, on: boolean) =>
    on
      ? edit.send({ type: "change.set", field, value: values[field] as BulkEditChanges[BulkEditField] })
      : edit.send({ type: "change.unset", field });

  const market = (level: "department" | "group") => [
    { value: null, label: t("edit.none") },
    ...(options?.market ?? []).filter((m) => m.level === level).map((m) => ({ value: m.id, label: m.name })),
  ];
  const filterOptions = (level: "department" | "group") => [
    { value: "", label: t("edit.any") },
    ...(options?.market ?? []).filter((m) => m.level === level).map((m) => ({ value: String(m.id), label: m.name })),
  ];
  const shown = (field: string, value: string | number | boolean | null) => {
    if (value === null) return t("edit.none");
    if (typeof value === "boolean") return value ? t("edit.yes") : t("edit.no");
    if (field === "price" || field === "cost") return money(parseMoney(String(value)) ?? 0);
    return String(value);
  };
  const failure = context.error
    ? context.error.messages.length
      ? context.error.messages.join(", ")
      : t("edit.save-error")
    : null;

  const fieldInput = (field: BulkEditField) => {
    const id = `products-bulk-${field}`;
    const label = t(`edit.fields.${field}`);
    const disabled = !chosen(field);
    switch (field) {
      case "price":
      case "cost":
        return (
          <InputNumber
            inputId={id}
            value={(values[field] as number) / 100}
            onValueChange={(e) => setValue(field, Math.round((e.value ?? 0) * 100))}
            mode="decimal"
            minFractionDigits={2}
            maxFractionDigits={2}
            min={0}
            locale={locale}
            disabled={disabled}
            aria-label={label}
          />
        );
      case "active":
      case "stockControl":
        return (
          <Dropdown
            inputId={id}
            value={values[field]}
            options={[
              { value: true, label: t("edit.yes") },
              { value: false, label: t("edit.no") },
            ]}
            onChange={(e) => setValue(field, Boolean(e.value))}
            disabled={disabled}
            aria-label={label}
          />
        );
      default:
        return (
          <Dropdown
            inputId={id}
            value={values[field]}
            options={market(field === "departmentId" ? "department" : "group")}
            onChange={(e) => setValue(field, (e.value as number | null) ?? null)}
            disabled={disabled}
            aria-label={label}
          />
        );
    }
  };

  if (snapshot.hasTag("applied")) {
    return (
      <section className="stock-bulk">
        <Message severity="success" text={t("edit.done", { count: context.updated })} />
        <div className="stock-bulk__actions">
          <Button
            type="button"
            icon="pi pi-plus"
            label={t("edit.again")}
            onClick={() => {
              selector.send({ type: "clear" });
              edit.send({ type: "again" });
            }}
          />
        </div>
      </section>
    );
  }

  if (snapshot.hasTag("previewed")) {
    return (
      <section className="stock-bulk">
        {failure ? <Message severity="error" text={failure} /> : null}
        <div className="stock-bulk__table-wrap">
          <table className="stock-bulk__table">
            <thead>
              <tr>
                <th scope="col">{t("edit.product")}</th>
                <th scope="col">{t("edit.field")}</th>
                <th scope="col">{t("edit.before")}</th>
                <th scope="col">{t("edit.after")}</th>
              </tr>
            </thead>
            <tbody>
              {context.preview.flatMap((row) =>
                row.changes.length === 0
                  ? [
                      <tr key={row.id}>
                        <th scope="row">{row.full_description}</th>
                        <td colSpan={3}>{t("edit.no-change")}</td>
                      </tr>,
                    ]
                  : row.changes.map((change, i) => (
                      <tr key={`${row.id}-${change.field}`}>
                        <th scope="row">{i === 0 ? row.full_description : ""}</th>
                        <td>{t(`edit.fields.${change.field}`)}</td>
                        <td>{shown(change.field, change.before)}</td>
                        <td>{shown(change.field, change.after)}</td>
                      </tr>
                    )),
              )}
            </tbody>
          </table>
        </div>
        <div className="stock-bulk__actions">
          <Button
            type="button"
            severity="secondary"
            outlined
            icon="pi pi-arrow-left"
            label={t("edit.back")}
            disabled={snapshot.hasTag("busy")}
            onClick={() => edit.send({ type: "back" })}
          />
          <Button
            type="button"
            icon="pi pi-check"
            label={t("edit.confirm")}
            loading={snapshot.hasTag("busy")}
            onClick={() => edit.send({ type: "confirm" })}
          />
        </div>
      </section>
    );
  }

  return (
    <section className="stock-bulk">
      {failure ? <Message severity="error" text={failure} /> : null}
      <div className="products-bulk__layout">
        <div className="stock-bulk">
          <fieldset className="products-bulk__filters">
            <legend className="visually-hidden">{t("edit.filters")}</legend>
            <div className="products-bulk__field">
              <label htmlFor="products-bulk-unit">{t("edit.unit")}</label>
              <Dropdown
                inputId="products-bulk-unit"
                value={unitId}
                options={(options?.units ?? []).map((u) => ({ value: u.id, label: u.name }))}
                onChange={(e) => {
                  edit.send({ type: "unit.chosen", companyId: Number(e.value) });
                  changeFilter({ company_id: String(e.value) });
                }}
              />
            </div>
            <div className="products-bulk__field">
              <label htmlFor="products-bulk-department">{t("edit.department")}</label>
              <Dropdown
                inputId="products-bulk-department"
                value={filters.department_id ?? ""}
                options={filterOptions("department")}
                onChange={(e) => changeFilter({ department_id: String(e.value ?? "") })}
              />
            </div>
            <div className="products-bulk__field">
              <label htmlFor="products-bulk-group">{t("edit.group")}</label>
              <Dropdown
                inputId="products-bulk-group"
                value={filters.group_id ?? ""}
                options={filterOptions("group")}
                onChange={(e) => changeFilter({ group_id: String(e.value ?? "") })}
              />
            </div>
            <div className="products-bulk__field">
              <label htmlFor="products-bulk-active">{t("edit.active")}</label>
              <Dropdown
                inputId="products-bulk-active"
                value={filters.active ?? ""}
                options={[
                  { value: "", label: t("edit.any") },
                  { value: "true", label: t("edit.yes") },
                  { value: "false", label: t("edit.no") },
                ]}
                onChange={(e) => changeFilter({ active: String(e.value ?? "") })}
              />
            </div>
          </fieldset>
          <ProductSelector selector={selector} />
        </div>
        <fieldset className="products-bulk__values">
          <legend>{t("edit.new-values")}</legend>
          {(Object.keys(EMPTY_VALUES) as BulkEditField[]).map((field) => (
            <div key={field} className="products-bulk__change">
              <Checkbox
                inputId={`products-bulk-change-${field}`}
                checked={chosen(field)}
                onChange={(e) => toggleField(field, Boolean(e.checked))}
                aria-label={`${t("edit.change")} ${t(`edit.fields.${field}`)}`}
              />
              <div className="products-bulk__field">
                <label htmlFor={`products-bulk-change-${field}`}>{t(`edit.fields.${field}`)}</label>
                {fieldInput(field)}
              </div>
            </div>
          ))}
          <Button
            type="button"
            icon="pi pi-eye"
            label={t("edit.preview")}
            loading={snapshot.hasTag("busy")}
            disabled={!snapshot.can({ type: "preview" })}
            onClick={() => edit.send({ type: "preview" })}
          />
        </fieldset>
      </div>
    </section>
  );
}
