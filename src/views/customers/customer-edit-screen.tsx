import { Button } from "primereact/button";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useParams } from "react-router";
import { customerFormMachine, customerFormSpec } from "../../machines/customer-form.machine.ts";
import { createCustomer, getCustomer, updateCustomer } from "../../services/api/customers.ts";
import { fromPdvSearch, openedFromPdv, saleHref } from "../shared/customer-round-trip.ts";
import { useLocalizedPath } from "../shared/use-locale.ts";
import { RecordFormPage } from "../components/record-form/record-form-page.tsx";
import { CustomerAddressesTab } from "./customer-addresses-tab.tsx";
import { CustomerContactsTab } from "./customer-contacts-tab.tsx";
import { CustomerGeneralTab } from "./customer-general-tab.tsx";
import { CustomerVehiclesTab } from "./customer-vehicles-tab.tsx";
import { saveFailureText } from "./customer-messages.ts";
import { CUSTOMERS_PATH, customerPageFrom, customerPath } from "./customer-paths.ts";
import "./customers.css";

const calls = {
  load: getCustomer,
  save: ({ id, body }: { id: number | null; body: Parameters<typeof createCustomer>[0] }) =>
    id === null ? createCustomer(body) : updateCustomer(id, body),
};

/**
 * /clientes/editar/:id?/:tab? (spec 2.5): a new customer, or one of the network's, with the tabs geral, endereco,
 * contatos and veiculos (the customer's vehicles, saved on their own). Opened from the PDV (`?origem=pdv`), it offers
 * `Voltar ao PDV`, which takes the saved customer back to the sale.
 */
export function CustomerEditScreen() {
  const { t } = useTranslation(["customers", "common"]);
  const params = useParams();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const fromPdv = openedFromPdv(useLocation().search);
  const search = fromPdvSearch(fromPdv);
  const page = customerPageFrom(params.id, params.tab);
  return (
    <RecordFormPage
      spec={customerFormSpec}
      machine={customerFormMachine}
      calls={calls}
      page={page}
      pathOf={(id, tab) => `${localized(customerPath(id, tab))}${search}`}
      leaveTo={fromPdv ? undefined : localized(CUSTOMERS_PATH)}
      texts={{
        heading: (customer) => customer?.name ?? t("form.new-heading"),
        tab: (tab) => t(`form.tabs.${tab}`),
        tabsLabel: t("form.tabs-label"),
        issue: (code) => t(`issues.${code}`),
        saved: (created) => t(created ? "messages.created" : "messages.saved"),
        saveFailed: (error) => saveFailureText(t, error),
        invalid: t("messages.fix-fields"),
      }}
      notice={({ id, saving }) =>
        // Below the page heading, not in the top right corner where the save's toast appears.
        fromPdv ? (
          <div className="customer-pdv-notice">
            <p>
              <i className="pi pi-info-circle" aria-hidden="true" /> {t("form.from-pdv")}
            </p>
            <Button
              type="button"
              icon="pi pi-arrow-left"
              label={t("form.back-to-pdv")}
              disabled={saving}
              onClick={() => void navigate(localized(saleHref(id)))}
            />
          </div>
        ) : null
      }
    >
      {(tab, fields) => {
        if (tab === "endereco") return <CustomerAddressesTab {...fields} />;
        if (tab === "contatos") return <CustomerContactsTab {...fields} />;
        if (tab === "veiculos") return <CustomerVehiclesTab customerId={page?.id ?? null} />;
        return <CustomerGeneralTab {...fields} customerId={params.id ? Number(params.id) : null} />;
      }}
    </RecordFormPage>
  );
}
