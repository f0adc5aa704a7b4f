import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { supplierFormMachine, supplierFormSpec } from "../../machines/supplier-form.machine.ts";
import { isApiError } from "../../schemas/api-failure.ts";
import { joinSentences } from "../../domain/text.ts";
import { createSupplier, getSupplier, updateSupplier } from "../../services/api/suppliers.ts";
import { useLocalizedPath } from "../shared/use-locale.ts";
import { RecordFormPage } from "../components/record-form/record-form-page.tsx";
import { SupplierAddressTab } from "./supplier-address-tab.tsx";
import { SupplierContactsTab } from "./supplier-contacts-tab.tsx";
import { SupplierDocumentsTab } from "./supplier-documents-tab.tsx";
import { SupplierGeneralTab } from "./supplier-general-tab.tsx";
import { newSupplierPageFrom, SUPPLIERS_PATH, supplierPageFrom, supplierPath } from "./supplier-paths.ts";
import "./suppliers.css";

const calls = {
  load: getSupplier,
  save: ({ id, body }: { id: number | null; body: Parameters<typeof createSupplier>[0] }) =>
    id === null ? createSupplier(body) : updateSupplier(id, body),
};

/**
 * /fornecedores/novo/:tab and /fornecedores/editar/:id?/:tab (issue 13 item 7): a new supplier or one of the
 * network's, with the tabs geral, endereco, contatos and documentos.
 */
export function SupplierEditScreen() {
  const { t } = useTranslation(["suppliers", "common"]);
  const params = useParams();
  const localized = useLocalizedPath();
  // /fornecedores/novo/:tab? has no :id; /fornecedores/editar/:id?/:tab? may leave it out too (a new supplier).
  const page = params.id === undefined ? newSupplierPageFrom(params.tab) : supplierPageFrom(params.id, params.tab);
  return (
    <RecordFormPage
      spec={supplierFormSpec}
      machine={supplierFormMachine}
      calls={calls}
      page={page}
      pathOf={(id, tab) => localized(supplierPath(id, tab))}
      leaveTo={localized(SUPPLIERS_PATH)}
      texts={{
        heading: (supplier) => supplier?.name ?? t("form.new-heading"),
        tab: (tab) => t(`form.tabs.${tab}`),
        tabsLabel: t("form.tabs-label"),
        issue: (code) => t(`issues.${code}`),
        saved: (created) => t(created ? "messages.created" : "messages.saved"),
        saveFailed: (error) =>
          isApiError(error) && error.messages.length > 0 ? joinSentences(error.messages) : t("messages.save-failed"),
        invalid: t("messages.fix-fields"),
      }}
    >
      {(tab, fields) => {
        if (tab === "endereco") return <SupplierAddressTab {...fields} />;
        if (tab === "contatos") return <SupplierContactsTab {...fields} />;
        if (tab === "documentos") return <SupplierDocumentsTab supplierId={fields.values.id} />;
        return <SupplierGeneralTab {...fields} />;
      }}
    </RecordFormPage>
  );
}
