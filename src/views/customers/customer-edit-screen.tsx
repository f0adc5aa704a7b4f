import { useSelector } from "@xstate/react";
import { Button } from "primereact/button";
import { Message } from "primereact/message";
import { type FormEvent, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useParams } from "react-router";
import type { CustomerIssues } from "../../domain/customers.ts";
import { type CustomerFormEmitted, formIssues } from "../../machines/customer-form.machine.ts";
import { isApiError } from "../../schemas/api-error.ts";
import { fromPdvSearch, openedFromPdv, saleHref } from "../shared/customer-round-trip.ts";
import { ErrorContent } from "../shared/error-content.tsx";
import { useLocalizedPath } from "../shared/use-locale.ts";
import { useLazyToast } from "../components/data-table/use-lazy-toast.tsx";
import { CustomerAddressesTab } from "./customer-addresses-tab.tsx";
import { CustomerContactsTab } from "./customer-contacts-tab.tsx";
import { CustomerGeneralTab } from "./customer-general-tab.tsx";
import { failedFields, fieldMessages, saveFailureText, tabsWithProblems } from "./customer-messages.ts";
import { CUSTOMER_TABS, type CustomerTab, customerPageFrom, customerPath } from "./customer-paths.ts";
import { CustomerTabs } from "./customer-tabs.tsx";
import { useCustomerForm } from "./use-customer-form.ts";
import "./customers.css";

/** Spec 9: toasts stay 4 s. */
const TOAST_LIFE_MS = 4000;

/**
 * /clientes/editar/:id?/:tab? (spec 2.5): a new customer, or one of the network's, with the tabs geral, endereco
 * and contatos (veiculos waits for the vehicle price table). Opened from the PDV (`?origem=pdv`), it offers
 * `Voltar ao PDV`, which takes the saved customer back to the sale.
 */
export function CustomerEditScreen() {
  const params = useParams();
  const page = customerPageFrom(params.id, params.tab);
  // One form per customer. The customer this form has just created is adopted: when the address changes to
  // /clientes/editar/:id the form (and its toast) stays instead of loading it again.
  const [instance, setInstance] = useState<FormInstance>({ id: page?.id ?? null, generation: 0, adopted: null });
  if (page && page.id !== instance.id) {
    const same = page.id !== null && page.id === instance.adopted;
    setInstance({ id: page.id, generation: instance.generation + (same ? 0 : 1), adopted: null });
  }
  if (!page) return <ErrorContent status={404} />;
  return (
    <CustomerPage
      key={instance.generation}
      customerId={page.id}
      tab={page.tab}
      onCreated={(id) => setInstance((current) => ({ ...current, adopted: id }))}
    />
  );
}

type FormInstance = { readonly id: number | null; readonly generation: number; readonly adopted: number | null };

type CustomerPageProps = {
  readonly customerId: number | null;
  readonly tab: CustomerTab;
  readonly onCreated: (id: number) => void;
};

/** The first tab with something to fix, when the current one has nothing. */
const tabToShow = (current: CustomerTab, fields: ReadonlyArray<string>): CustomerTab | null => {
  const tabs = tabsWithProblems(fields);
  if (tabs.size === 0 || tabs.has(current)) return null;
  return CUSTOMER_TABS.find((tab) => tabs.has(tab)) ?? null;
};

function CustomerPage({ customerId, tab, onCreated }: CustomerPageProps) {
  const { t } = useTranslation(["customers", "common"]);
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const location = useLocation();
  const fromPdv = openedFromPdv(location.search);
  const search = fromPdvSearch(fromPdv);
  const toast = useLazyToast();
  const where = useRef({ tab, search });
  useEffect(() => {
    where.current = { tab, search };
  });

  const goTo = (id: number | null, to: CustomerTab, replace: boolean) =>
    void navigate(`${localized(customerPath(id, to))}${where.current.search}`, { replace });

  const form = useCustomerForm(customerId, (event: CustomerFormEmitted) => {
    if (event.type === "saved") {
      const summary = t(event.created ? "messages.created" : "messages.saved");
      toast.show({ severity: "success", summary, life: TOAST_LIFE_MS });
      if (event.created) {
        onCreated(event.customer.id);
        goTo(event.customer.id, where.current.tab, true);
      }
      return;
    }
    const fields = event.type === "invalid" ? Object.keys(event.issues) : failedFields(event.error);
    const detail = event.type === "invalid" ? t("messages.fix-fields") : saveFailureText(t, event.error);
    toast.show({ severity: "error", summary: detail, life: TOAST_LIFE_MS });
    const next = tabToShow(where.current.tab, fields);
    if (next) goTo(form.getSnapshot().context.customerId, next, true);
  });

  const loading = useSelector(form, (s) => s.hasTag("loading"));
  const loadError = useSelector(form, (s) => (s.hasTag("load-failed") ? s.context.loadError : null));
  const saving = useSelector(form, (s) => s.hasTag("saving"));
  const values = useSelector(form, (s) => s.context.values);
  const submitted = useSelector(form, (s) => s.context.submitted);
  const failure = useSelector(form, (s) => s.context.failure);
  const savedId = useSelector(form, (s) => s.context.customerId);
  const savedName = useSelector(form, (s) => s.context.customer?.name ?? null);

  const issues: CustomerIssues = useMemo(() => formIssues(values), [values]);
  const message = useMemo(
    () => fieldMessages(t, { issues, showIssues: submitted, failure }),
    [t, issues, submitted, failure],
  );
  const problems = useMemo(
    () => tabsWithProblems([...(submitted ? Object.keys(issues) : []), ...failedFields(failure)]),
    [submitted, issues, failure],
  );

  // Below the page heading, not in the top right corner where the save's toast appears.
  const backToPdv = fromPdv ? (
    <div className="customer-pdv-notice">
      <p>
        <i className="pi pi-info-circle" aria-hidden="true" /> {t("form.from-pdv")}
      </p>
      <Button
        type="button"
        icon="pi pi-arrow-left"
        label={t("form.back-to-pdv")}
        disabled={saving}
        onClick={() => void navigate(localized(saleHref(savedId)))}
      />
    </div>
  ) : null;

  if (loading) {
    return (
      <div className="customer-page">
        {backToPdv}
        <p className="customer-loading" role="status">
          <i className="pi pi-spin pi-spinner" aria-hidden="true" /> {t("form.loading")}
        </p>
      </div>
    );
  }
  if (loadError !== null) {
    const status = isApiError(loadError) ? loadError.status : 0;
    if (status === 404 || status === 403) return <ErrorContent status={status} />;
    return (
      <div className="customer-page">
        <Message severity="error" role="alert" text={t("form.load-failed")} />
        <div>
          <Button
            type="button"
            icon="pi pi-refresh"
            outlined
            label={t("form.retry")}
            onClick={() => form.send({ type: "retry" })}
          />
        </div>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.send({ type: "submit" });
  };
  const tabProps = { form, values, message };

  return (
    <div className="customer-page">
      {toast.element}
      <h2 className="customer-page__heading">{savedName ?? t("form.new-heading")}</h2>
      {backToPdv}
      <div>
        <CustomerTabs customerId={savedId} current={tab} search={search} problems={problems} />
        <form className="customer-panel" noValidate onSubmit={submit}>
          <fieldset className="customer-panel__fields" disabled={saving}>
            {tab === "geral" ? <CustomerGeneralTab {...tabProps} /> : null}
            {tab === "endereco" ? <CustomerAddressesTab {...tabProps} /> : null}
            {tab === "contatos" ? <CustomerContactsTab {...tabProps} /> : null}
          </fieldset>
          <div className="customer-actions">
            <Button type="submit" icon="pi pi-save" label={t("form.save")} loading={saving} disabled={saving} />
          </div>
        </form>
      </div>
    </div>
  );
}
