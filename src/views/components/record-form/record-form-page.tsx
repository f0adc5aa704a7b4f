import { useSelector } from "@xstate/react";
import { Button } from "primereact/button";
import { Message } from "primereact/message";
import { type FormEvent, type ReactNode, useEffect, useId, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import {
  type FieldProblems,
  isDirty,
  type RecordFormEmitted,
  type RecordFormMachine,
  type RecordFormSpec,
  tabsWithProblems,
} from "../../../machines/record-form.machine.ts";
import { isApiError } from "../../../schemas/api-failure.ts";
import { ErrorContent } from "../../shared/error-content.tsx";
import { useLazyToast } from "../data-table/use-lazy-toast.tsx";
import { LinkTabs } from "../link-tabs/link-tabs.tsx";
import { LeaveGuard } from "../form/leave-guard.tsx";
import { type RecordFormCalls, useRecordForm } from "./use-record-form.ts";
import "./record-form.css";
import { joinSentences } from "../../../domain/text.ts";

/** Spec 9: toasts stay 4 s. */
const TOAST_LIFE_MS = 4000;

/** The text under a field, or null. */
export type FieldMessage = (field: string) => string | null;

/** What a tab's fields get: the values, one edit at a time, each field's message. */
export type RecordFormFields<TValues, TEdit> = {
  readonly values: TValues;
  readonly edit: (edit: TEdit) => void;
  readonly message: FieldMessage;
};

/** The module's own words; the rest (loading, retry, save, the leave guard) is the form kit's. */
export type RecordFormTexts<TRecord, TTab extends string> = {
  readonly heading: (record: TRecord | null) => string;
  readonly tab: (tab: TTab) => string;
  readonly tabsLabel: string;
  /** A rule code of `issuesOf` under its field. */
  readonly issue: (code: string) => string;
  readonly saved: (created: boolean) => string;
  readonly saveFailed: (error: unknown) => string;
  /** The toast of a save the rules refused. */
  readonly invalid: string;
};

export type RecordFormPageProps<TRecord, TValues, TEdit, TBody, TTab extends string> = {
  readonly spec: RecordFormSpec<TRecord, TValues, TEdit, TBody, TTab>;
  readonly machine: RecordFormMachine<TRecord, TValues, TEdit, TBody, TTab>;
  readonly calls: RecordFormCalls<TRecord, TBody>;
  /** The record and tab the address names; null: no such page (404). */
  readonly page: { readonly id: number | null; readonly tab: TTab } | null;
  /** A tab's full address (localized, with the page's query string). */
  readonly pathOf: (id: number | null, tab: TTab) => string;
  /** Where "save and go" goes (none: no such button). */
  readonly leaveTo?: string;
  /**
   * A small page (a stock's): one "save" that goes to `leaveTo` once saved, and a "cancel" back to it, instead of
   * "save" and "save and go".
   */
  readonly saveLeaves?: boolean;
  /** What a new record starts with (the only unit to choose, say): not an edit, so the page is not dirty. */
  readonly start?: Partial<TValues>;
  readonly texts: RecordFormTexts<TRecord, TTab>;
  /** Shown under the heading (and while loading): a notice with its own actions. */
  readonly notice?: (state: { readonly id: number | null; readonly saving: boolean }) => ReactNode;
  readonly children: (tab: TTab, fields: RecordFormFields<TValues, TEdit>) => ReactNode;
};

type Instance = { readonly id: number | null; readonly generation: number; readonly adopted: number | null };

/**
 * A record's tabbed edit page on the record form machine: one form per record. The record this form has just
 * created is adopted: when the address changes to its id, the form (and its toast) stays instead of loading it again.
 */
export function RecordFormPage<TRecord, TValues, TEdit, TBody, TTab extends string>(
  props: RecordFormPageProps<TRecord, TValues, TEdit, TBody, TTab>,
) {
  const { page } = props;
  const [instance, setInstance] = useState<Instance>({ id: page?.id ?? null, generation: 0, adopted: null });
  if (page && page.id !== instance.id) {
    const same = page.id !== null && page.id === instance.adopted;
    setInstance({ id: page.id, generation: instance.generation + (same ? 0 : 1), adopted: null });
  }
  if (!page) return <ErrorContent status={404} />;
  return (
    <RecordForm
      key={instance.generation}
      {...props}
      id={page.id}
      tab={page.tab}
      onCreated={(id) => setInstance((current) => ({ ...current, adopted: id }))}
    />
  );
}

type RecordFormProps<TRecord, TValues, TEdit, TBody, TTab extends string> = RecordFormPageProps<
  TRecord,
  TValues,
  TEdit,
  TBody,
  TTab
> & {
  readonly id: number | null;
  readonly tab: TTab;
  readonly onCreated: (id: number) => void;
};

const joined = (list: ReadonlyArray<string> | undefined): string | null =>
  list && list.length > 0 ? joinSentences(list) : null;

function RecordForm<TRecord, TValues, TEdit, TBody, TTab extends string>({
  spec,
  machine,
  calls,
  id,
  tab,
  pathOf,
  leaveTo,
  saveLeaves = false,
  start,
  texts,
  notice,
  children,
  onCreated,
}: RecordFormProps<TRecord, TValues, TEdit, TBody, TTab>) {
  const { t } = useTranslation(["form", "common"]);
  const navigate = useNavigate();
  const toast = useLazyToast();
  const hintId = useId();
  const where = useRef({ pathOf, tab });
  useEffect(() => {
    where.current = { pathOf, tab };
  });
  const show = (severity: "success" | "error", summary: string) =>
    toast.show({ severity, summary, life: TOAST_LIFE_MS });

  // The page's own moves (to the saved record, save and go) pass the leave guard.
  const ownMove = useRef(false);
  const go = (to: string, replace: boolean) => {
    ownMove.current = true;
    void navigate(to, { replace });
    ownMove.current = false;
  };
  const form = useRecordForm(machine, calls, { id, tab, start }, (event: RecordFormEmitted<TRecord, TTab>) => {
    const current = form.getSnapshot().context.id;
    if (event.type === "saved") {
      show("success", texts.saved(event.created));
      if (event.go && leaveTo !== undefined) go(leaveTo, false);
      else if (event.created) {
        onCreated(spec.idOf(event.record));
        go(where.current.pathOf(spec.idOf(event.record), where.current.tab), true);
      }
      return;
    }
    show("error", event.type === "invalid" ? texts.invalid : texts.saveFailed(event.error));
    if (event.tab !== null) void navigate(where.current.pathOf(current, event.tab), { replace: true });
  });
  useEffect(() => form.send({ type: "tab", tab }), [form, tab]);

  const loading = useSelector(form, (s) => s.hasTag("loading"));
  const loadError = useSelector(form, (s) => (s.hasTag("load-failed") ? s.context.loadError : null));
  const saving = useSelector(form, (s) => s.hasTag("saving"));
  const invalid = useSelector(form, (s) => s.hasTag("invalid"));
  const blocked = useSelector(form, (s) => s.hasTag("blocked"));
  const dirty = useSelector(form, (s) => isDirty(s.context));
  const values = useSelector(form, (s) => s.context.values);
  const submitted = useSelector(form, (s) => s.context.submitted);
  const serverFields = useSelector(form, (s) => s.context.serverFields);
  const savedId = useSelector(form, (s) => s.context.id);
  const record = useSelector(form, (s) => s.context.record);

  const issues: FieldProblems = useMemo(() => (submitted ? spec.issuesOf(values) : {}), [spec, submitted, values]);
  const message: FieldMessage = (field) =>
    joined(issues[field]?.map(texts.issue)) ?? joined(serverFields[field]) ?? null;
  const problems = tabsWithProblems(spec, [...Object.keys(issues), ...Object.keys(serverFields)]);

  // Leaving the record (not switching its tabs) with edits not saved asks first.
  const ownPaths = new Set(spec.tabs.flatMap((each) => [pathOf(savedId, each), pathOf(null, each)]).map(pathOnly));
  // (Reloading or closing the tab with edits not saved: the browser's own "leave site?" question, by LeaveGuard too.)

  const shownNotice = notice?.({ id: savedId, saving });
  if (loading) {
    return (
      <div className="record-form">
        {shownNotice}
        <p className="record-form__loading" role="status">
          <i className="pi pi-spin pi-spinner" aria-hidden="true" /> {t("record-form.loading")}
        </p>
      </div>
    );
  }
  if (loadError !== null) {
    const status = isApiError(loadError) ? loadError.status : 0;
    if (status === 404 || status === 403) return <ErrorContent status={status} />;
    return (
      <div className="record-form">
        <Message severity="error" role="alert" text={t("record-form.load-failed")} />
        <div>
          <Button
            type="button"
            icon="pi pi-refresh"
            outlined
            label={t("record-form.retry")}
            onClick={() => form.send({ type: "retry" })}
          />
        </div>
      </div>
    );
  }

  const submit = (event: FormEvent, go = false) => {
    event.preventDefault();
    form.send({ type: "submit", go });
  };
  const tabs = spec.tabs.map((each) => ({
    key: each,
    label: texts.tab(each),
    to: pathOf(savedId, each),
    extra: problems.includes(each) ? (
      <>
        <i className="pi pi-exclamation-circle record-form__problem" aria-hidden="true" />
        <span className="sr-only">({t("record-form.tab-has-errors")})</span>
      </>
    ) : null,
  }));
  const buttonState = {
    severity: invalid ? ("danger" as const) : undefined,
    disabled: saving || invalid || blocked,
    "aria-describedby": invalid ? hintId : undefined,
  };

  return (
    <div className="record-form">
      {toast.element}
      <h2 className="record-form__heading">{texts.heading(record)}</h2>
      {shownNotice}
      <div>
        {/* A one-tab page (a manufacturer, a carrier) shows no tab bar. */}
        {tabs.length > 1 ? <LinkTabs label={texts.tabsLabel} tabs={tabs} current={tab} /> : null}
        <form className="record-form__panel" noValidate onSubmit={(event) => submit(event)}>
          <fieldset className="record-form__fields" disabled={saving}>
            {children(tab, { values, edit: (edit) => form.send({ type: "edit", edit }), message })}
          </fieldset>
          <div className="record-form__actions">
            <div className="record-form__buttons">
              {saveLeaves && leaveTo !== undefined ? (
                <>
                  <Button
                    type="submit"
                    icon="pi pi-check"
                    label={t("record-form.save")}
                    loading={saving}
                    onClick={(event) => submit(event, true)}
                    {...buttonState}
                  />
                  <Button
                    type="button"
                    severity="secondary"
                    outlined
                    label={t("common:actions.cancel")}
                    onClick={() => void navigate(leaveTo)}
                  />
                </>
              ) : null}
              {!saveLeaves && leaveTo !== undefined ? (
                <Button
                  type="button"
                  icon="pi pi-sign-out"
                  outlined
                  label={t("record-form.save-and-go")}
                  onClick={(event) => submit(event, true)}
                  {...buttonState}
                />
              ) : null}
              {saveLeaves && leaveTo !== undefined ? null : (
                <Button
                  type="submit"
                  icon="pi pi-save"
                  label={t("record-form.save")}
                  loading={saving}
                  {...buttonState}
                />
              )}
            </div>
            {invalid ? (
              <small id={hintId} className="p-error">
                {t("modal-form.fix-fields")}
              </small>
            ) : null}
          </div>
        </form>
      </div>
      <LeaveGuard
        unsaved={() => !ownMove.current && dirty}
        within={(pathname) => ownPaths.has(pathname)}
        message={t("record-form.leave-message")}
      />
    </div>
  );
}

const pathOnly = (path: string): string => path.split("?")[0] ?? path;
