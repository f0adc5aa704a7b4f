import { Button } from "primereact/button";
import { Checkbox } from "primereact/checkbox";
import { Dialog } from "primereact/dialog";
import { useMachine } from "@xstate/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useSessionUser } from "../shared/session-context.tsx";
import { fromPromise } from "xstate";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { shownName } from "../../domain/demo-names.ts";
import { localeFromCode } from "../../domain/locale.ts";
import {
  BUILDER_CATALOG,
  datasetsFor,
  type BuilderDimension,
  type BuilderFilter,
  type BuilderMeasure,
  MAX_BUILDER_DIMENSIONS,
  MAX_BUILDER_ROWS,
  MEASURE_KINDS,
} from "../../domain/report-builder.ts";
import { reportViewsMachine, type ViewRef } from "../../machines/report-views.machine.ts";
import type { BuilderAnswer, BuilderRow, SavedView } from "../../schemas/report-builder.ts";
import {
  builderOptions,
  createSavedView,
  deleteSavedView,
  updateSavedView,
  runBuilder,
  savedViews,
} from "../../services/api/reports.ts";
import { apiDate } from "../../services/format.ts";
import type { DataTableColumn } from "../components/data-table/data-table-column.ts";
import { failureText, fieldMessage } from "../components/form/api-failure.ts";
import { DropdownField } from "../components/form/dropdown-field.tsx";
import { TextField } from "../components/form/text-field.tsx";
import { useResource, useResourceData } from "../components/resource/use-resource.ts";
import { moneyExcel, reportMoney } from "./report-format.tsx";
import {
  type BuilderConfig,
  configOfUrl,
  defaultsOf,
  inCatalogOrder,
  sameConfig,
  withConfig,
} from "./report-builder-config.ts";
import { ReportPage } from "./report-page.tsx";
import { scopeOfUrl, withScope } from "./report-scope.ts";

// /relatorios/datatables (issue 16 item 2): the report builder. The user picks a dataset, what the rows are grouped
// by, the measures and the dataset's filters; "Gerar relatório" writes them to the URL (dataset, groupBy, measures,
// userId, paymentMethodId, departmentId) and the kit's page runs the table with its totals row and files. A view
// can be saved under a name, opened again and deleted (docs/api/reports.md, "Report builder").

type Row = BuilderRow & { readonly __key: number };

export function ReportBuilderScreen() {
  const { t, i18n } = useTranslation(["reports", "table", "form"]);
  const locale = localeFromCode(i18n.language) ?? "pt-BR";
  const [params, setParams] = useSearchParams();
  const user = useSessionUser();
  // Only the datasets of the reports the user may see (the server refuses the others with 403).
  const allowed = useMemo(() => (user ? datasetsFor(user.permissions) : []), [user]);
  const applied = configOfUrl(params, allowed);
  const [draft, setDraft] = useState<BuilderConfig>(applied);
  const { data: options } = useResourceData(useResource(builderOptions));
  const [viewsVersion, setViewsVersion] = useState(0);
  const views = useResourceData(useResource(savedViews, String(viewsVersion)));
  const [chosenView, setChosenView] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const spec = BUILDER_CATALOG[draft.dataset];

  const apply = (config: BuilderConfig) => {
    setDraft(config);
    setParams(withConfig(params, config));
  };

  const quantity = (value: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(value);
  const dimensionText = (dimension: BuilderDimension, value: string | number | null | undefined) => {
    if (value === null || value === undefined) return t(`datatables.none.${dimension}`);
    const text = String(value);
    if (dimension === "day") return `${text.slice(8, 10)}/${text.slice(5, 7)}/${text.slice(0, 4)}`;
    if (dimension === "month") return `${text.slice(5, 7)}/${text.slice(0, 4)}`;
    if (dimension === "shipping_method") return t(`deliveries.shipping.${text}`, { defaultValue: text });
    if (dimension === "sale") return text;
    return shownName(text, locale);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the columns follow the applied configuration and language
  const columns = useMemo<ReadonlyArray<DataTableColumn<Row>>>(
    () => [
      ...applied.groupBy.map(
        (dimension, index): DataTableColumn<Row> => ({
          field: dimension,
          header: `reports:datatables.dimensions.${dimension}`,
          text: (row) =>
            row.__key === -1 ? (index === 0 ? t("totals") : "") : dimensionText(dimension, row[dimension]),
        }),
      ),
      ...applied.measures.map((measure): DataTableColumn<Row> => {
        const kind = MEASURE_KINDS[measure];
        const value = (row: Row) => row[measure] ?? 0;
        return {
          field: measure,
          header: `reports:datatables.measures-of.${measure}`,
          nowrap: true,
          text: (row) =>
            kind === "money"
              ? reportMoney(String(value(row)))
              : kind === "quantity"
                ? quantity(Number(value(row)))
                : new Intl.NumberFormat(locale).format(Number(value(row))),
          excel: (row) =>
            kind === "money"
              ? moneyExcel(String(value(row)))
              : { value: Number(value(row)), format: kind === "quantity" ? "#,##0.###" : "0" },
        };
      }),
    ],
    [JSON.stringify(applied), locale, t],
  );

  const extraQuery: Record<string, string> = {
    dataset: applied.dataset,
    group_by: applied.groupBy.join(","),
    measures: applied.measures.join(","),
  };
  for (const [filter, id] of Object.entries(applied.filters)) extraQuery[filter] = String(id);

  const toggle = <K extends string>(all: ReadonlyArray<K>, list: ReadonlyArray<K>, key: K, on: boolean) =>
    inCatalogOrder(all, on ? [...list, key] : list.filter((k) => k !== key));

  const myViews = views.data?.data ?? [];
  const viewOf = (id: number | null) => myViews.find((view) => view.id === id) ?? null;
  const open = (view: SavedView) => {
    const filters: Partial<Record<BuilderFilter, number>> = {};
    for (const filter of BUILDER_CATALOG[view.dataset].filters) {
      const id = view.filters[filter];
      if (id !== null) filters[filter] = id;
    }
    const config: BuilderConfig = {
      dataset: view.dataset,
      groupBy: view.group_by as BuilderDimension[],
      measures: view.measures as BuilderMeasure[],
      filters,
    };
    const scope = scopeOfUrl(params, apiDate(new Date()));
    const withWhere = withScope(params, {
      ...scope,
      where: view.filters.company_id !== null ? "unit" : view.filters.group_id !== null ? "group" : "network",
      companyId: view.filters.company_id,
      groupId: view.filters.group_id,
    });
    setDraft(config);
    setParams(withConfig(withWhere, config));
  };

  // The save and delete flow (src/machines/report-views.machine.ts); its actors read the table on screen now.
  const latest = useRef({ applied, params, myViews });
  latest.current = { applied, params, myViews };
  const [machine] = useState(() =>
    reportViewsMachine.provide({
      actors: {
        "save view": fromPromise<ViewRef, { name: string; shared: boolean }>(async ({ input }) => {
          const { applied: config, params: url } = latest.current;
          const scope = scopeOfUrl(url, apiDate(new Date()));
          return createSavedView({
            name: input.name,
            dataset: config.dataset,
            group_by: [...config.groupBy],
            measures: [...config.measures],
            company_id: scope.companyId,
            group_id: scope.groupId,
            user_id: config.filters.user_id ?? null,
            payment_method_id: config.filters.payment_method_id ?? null,
            department_id: config.filters.department_id ?? null,
            shared: input.shared,
          });
        }),
        "rename view": fromPromise<ViewRef, ViewRef>(async ({ input }) => {
          // The view as saved, under its new name (the PATCH takes the whole view).
          const view = latest.current.myViews.find((v) => v.id === input.id);
          if (!view) throw new Error("view not listed");
          const renamed = await updateSavedView(view.id, {
            name: input.name,
            dataset: view.dataset,
            group_by: [...view.group_by],
            measures: [...view.measures],
            ...view.filters,
            shared: view.shared,
          });
          return { id: renamed.id, name: renamed.name };
        }),
        "delete view": fromPromise<ViewRef, ViewRef>(async ({ input }) => {
          await deleteSavedView(input.id);
          return input;
        }),
      },
    }),
  );
  const [flow, send, flowActor] = useMachine(machine);
  useEffect(() => {
    const subscriptions = [
      flowActor.on("saved", ({ view }) => {
        setChosenView(view.id);
        setViewsVersion((v) => v + 1);
        setNotice(t("datatables.saved", { name: view.name }));
      }),
      flowActor.on("renamed", ({ view }) => {
        setViewsVersion((v) => v + 1);
        setNotice(t("datatables.renamed", { name: view.name }));
      }),
      flowActor.on("deleted", ({ view }) => {
        setChosenView(null);
        setViewsVersion((v) => v + 1);
        setNotice(t("datatables.deleted", { name: view.name }));
      }),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [flowActor, t]);
  const dialogOpen = flow.hasTag("dialog");
  const renameOpen = flow.hasTag("rename");
  const busy = flow.hasTag("busy");
  const failure = flow.context.failure;

  const filterOptions: Readonly<Record<BuilderFilter, ReadonlyArray<{ id: number; name: string }>>> = {
    user_id: options?.users ?? [],
    payment_method_id: options?.payment_methods ?? [],
    department_id: options?.departments ?? [],
  };
  const filterLabels: Readonly<Record<BuilderFilter, string>> = {
    user_id: t("datatables.filters.user"),
    payment_method_id: t("datatables.filters.payment-method"),
    department_id: t("datatables.filters.department"),
  };
  const chosen = viewOf(chosenView);
  const pending = !sameConfig(draft, applied);

  const toolbar = (
    <section className="report-builder" aria-label={t("datatables.title")}>
      <div className="report-builder-views">
        <DropdownField
          id="builder-view"
          label={t("datatables.saved-views")}
          value={chosenView}
          placeholder={t("datatables.choose-view")}
          options={myViews.map((view) => ({
            value: view.id,
            label: view.mine ? view.name : `${view.name} (${t("datatables.of", { owner: view.owner })})`,
          }))}
          onChange={(id) => {
            setChosenView(id);
            const view = viewOf(id);
            if (view) open(view);
          }}
        />
        {chosen?.mine ? (
          <Button
            type="button"
            outlined
            icon="pi pi-pencil"
            label={t("datatables.rename")}
            disabled={busy}
            onClick={() => send({ type: "rename.open", view: { id: chosen.id, name: chosen.name } })}
          />
        ) : null}
        {chosen?.mine ? (
          <Button
            type="button"
            outlined
            severity="danger"
            icon="pi pi-trash"
            label={t("datatables.delete")}
            loading={flow.matches("deleting")}
            disabled={busy}
            onClick={() => send({ type: "delete", view: { id: chosen.id, name: chosen.name } })}
          />
        ) : null}
      </div>
      <div className="report-builder-fields">
        <DropdownField
          id="builder-dataset"
          label={t("datatables.dataset")}
          value={draft.dataset}
          options={allowed.map((dataset) => ({ value: dataset, label: t(`datatables.datasets.${dataset}`) }))}
          onChange={(dataset) => setDraft(defaultsOf(dataset ?? "sales"))}
        />
        {spec.filters.map((filter) => (
          <DropdownField
            key={filter}
            id={`builder-${filter.replaceAll("_", "-")}`}
            label={filterLabels[filter]}
            value={draft.filters[filter] ?? null}
            placeholder={t("datatables.filters.all")}
            showClear
            filter
            options={filterOptions[filter].map((option) => ({ value: option.id, label: option.name }))}
            onChange={(id) =>
              setDraft({
                ...draft,
                filters: { ...draft.filters, [filter]: id ?? undefined },
              })
            }
          />
        ))}
      </div>
      <fieldset className="report-builder-checks">
        <legend>{t("datatables.group-by")}</legend>
        {spec.dimensions.map((dimension) => {
          const checked = draft.groupBy.includes(dimension);
          return (
            <span key={dimension} className="report-builder-check">
              <Checkbox
                inputId={`builder-dim-${dimension}`}
                checked={checked}
                disabled={!checked && draft.groupBy.length >= MAX_BUILDER_DIMENSIONS}
                onChange={(event) =>
                  setDraft({
                    ...draft,
                    groupBy: toggle(spec.dimensions, draft.groupBy, dimension, event.checked === true),
                  })
                }
              />
              <label htmlFor={`builder-dim-${dimension}`}>{t(`datatables.dimensions.${dimension}`)}</label>
            </span>
          );
        })}
      </fieldset>
      <fieldset className="report-builder-checks">
        <legend>{t("datatables.measures")}</legend>
        {spec.measures.map((measure) => (
          <span key={measure} className="report-builder-check">
            <Checkbox
              inputId={`builder-measure-${measure}`}
              checked={draft.measures.includes(measure)}
              onChange={(event) =>
                setDraft({
                  ...draft,
                  measures: toggle(spec.measures, draft.measures, measure, event.checked === true),
                })
              }
            />
            <label htmlFor={`builder-measure-${measure}`}>{t(`datatables.measures-of.${measure}`)}</label>
          </span>
        ))}
      </fieldset>
      <div className="report-builder-actions">
        <Button
          type="button"
          icon="pi pi-play"
          label={t("datatables.run")}
          disabled={draft.measures.length === 0}
          onClick={() =>
            apply({
              ...draft,
              filters: Object.fromEntries(Object.entries(draft.filters).filter(([, v]) => v !== undefined)),
            })
          }
        />
        <Button
          type="button"
          outlined
          icon="pi pi-save"
          label={t("datatables.save")}
          disabled={pending || busy}
          onClick={() => send({ type: "save.open" })}
        />
        {draft.measures.length === 0 ? <span className="report-note">{t("datatables.need-measure")}</span> : null}
        {pending && draft.measures.length > 0 ? <span className="report-note">{t("datatables.pending")}</span> : null}
        {failure !== null && flow.matches("idle") ? (
          <span className="report-note" role="alert">
            {t("datatables.delete-failed")}
          </span>
        ) : null}
        {notice ? (
          <span className="report-note" role="status">
            {notice}
          </span>
        ) : null}
      </div>
      <Dialog
        header={t("datatables.save")}
        visible={dialogOpen}
        onHide={() => send({ type: "cancel" })}
        style={{ width: "min(28rem, 95vw)" }}
        footer={
          <>
            <Button type="button" text label={t("datatables.cancel")} onClick={() => send({ type: "cancel" })} />
            <Button
              type="button"
              icon="pi pi-check"
              label={t("datatables.save")}
              loading={busy}
              onClick={() => send({ type: "submit" })}
            />
          </>
        }
      >
        {dialogOpen ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              send({ type: "submit" });
            }}
          >
            <TextField
              id="builder-view-name"
              label={t("datatables.view-name")}
              value={flow.context.name}
              maxLength={80}
              required
              autoFocus
              error={
                flow.context.blank
                  ? t("datatables.name-needed")
                  : failure
                    ? (fieldMessage(failure, "name") ?? failureText(t, failure, "reports:datatables.save-failed"))
                    : null
              }
              onChange={(name) => send({ type: "name.changed", name })}
            />
            <span className="report-builder-check report-builder-shared">
              <Checkbox
                inputId="builder-view-shared"
                checked={flow.context.shared}
                onChange={(event) => send({ type: "shared.changed", shared: event.checked === true })}
              />
              <label htmlFor="builder-view-shared">{t("datatables.shared")}</label>
            </span>
          </form>
        ) : null}
      </Dialog>
      <Dialog
        header={t("datatables.rename-title")}
        visible={renameOpen}
        onHide={() => send({ type: "cancel" })}
        style={{ width: "min(28rem, 95vw)" }}
        footer={
          <>
            <Button type="button" text label={t("datatables.cancel")} onClick={() => send({ type: "cancel" })} />
            <Button
              type="button"
              icon="pi pi-check"
              label={t("datatables.rename")}
              loading={busy}
              onClick={() => send({ type: "submit" })}
            />
          </>
        }
      >
        {renameOpen ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              send({ type: "submit" });
            }}
          >
            <TextField
              id="builder-view-new-name"
              label={t("datatables.view-name")}
              value={flow.context.name}
              maxLength={80}
              required
              autoFocus
              error={
                flow.context.blank
                  ? t("datatables.name-needed")
                  : failure
                    ? (fieldMessage(failure, "name") ?? failureText(t, failure, "reports:datatables.rename-failed"))
                    : null
              }
              onChange={(name) => send({ type: "name.changed", name })}
            />
          </form>
        ) : null}
      </Dialog>
    </section>
  );

  return (
    <ReportPage<BuilderAnswer, Row>
      reportKey="datatables"
      load={(query, signal) => runBuilder({ ...query, ...extraQuery } as Parameters<typeof runBuilder>[0], signal)}
      extraQuery={extraQuery}
      toolbar={toolbar}
      rows={(answer) => answer.data.map((row, index) => ({ ...row, __key: index }))}
      totals={(answer) => ({ ...answer.totals, __key: -1 })}
      columns={columns}
      dataKey="__key"
      note={(answer) =>
        answer.truncated
          ? t("datatables.truncated", {
              shown: new Intl.NumberFormat(locale).format(MAX_BUILDER_ROWS),
              total: new Intl.NumberFormat(locale).format(answer.total_rows),
            })
          : t("datatables.rows", { count: answer.total_rows })
      }
    />
  );
}
