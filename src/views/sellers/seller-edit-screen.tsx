import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { sellerFormMachine, sellerFormSpec } from "../../machines/seller-form.machine.ts";
import type { SellerInput } from "../../schemas/sellers.ts";
import { createSeller, getSeller, getSellerOptions, updateSeller } from "../../services/api/sellers.ts";
import { failureText } from "../components/form/api-failure.ts";
import { RecordFormPage } from "../components/record-form/record-form-page.tsx";
import { useResource, useResourceData } from "../components/resource/use-resource.ts";
import { useLocalizedPath } from "../shared/use-locale.ts";
import { SellerContactsTab } from "./seller-contacts-tab.tsx";
import { SellerGeneralTab } from "./seller-general-tab.tsx";
import { SELLERS_PATH, sellerPaths } from "./seller-paths.ts";
import "./sellers.css";

const calls = {
  load: getSeller,
  save: ({ id, body }: { id: number | null; body: SellerInput }) =>
    id === null ? createSeller(body) : updateSeller(id, body),
};

/** /vendedores/editar/:id?/:tab? (issue 12): a new seller or one of the network's, tabs geral and contatos. */
export function SellerEditScreen() {
  const { t } = useTranslation(["sellers", "common"]);
  const params = useParams();
  const localized = useLocalizedPath();
  const options = useResourceData(useResource(getSellerOptions));
  return (
    <RecordFormPage
      spec={sellerFormSpec}
      machine={sellerFormMachine}
      calls={calls}
      page={sellerPaths.pageFrom(params.id, params.tab)}
      pathOf={(id, tab) => localized(sellerPaths.pathOf(id, tab))}
      leaveTo={localized(SELLERS_PATH)}
      texts={{
        heading: (seller) => seller?.name ?? t("new-title"),
        tab: (tab) => t(`tabs.${tab}`),
        tabsLabel: t("tabs-label"),
        issue: (code) => t(`issues.${code}`),
        saved: (created) => t(created ? "messages.created" : "messages.saved"),
        saveFailed: (error) => failureText(t, error, "sellers:messages.save-failed"),
        invalid: t("messages.fix-fields"),
      }}
    >
      {(tab, fields) =>
        tab === "contatos" ? <SellerContactsTab {...fields} /> : <SellerGeneralTab {...fields} options={options.data} />
      }
    </RecordFormPage>
  );
}
