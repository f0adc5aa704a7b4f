import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { franchiseFormSpec, franchiseUnitFormMachine } from "../../machines/franchise-unit-form.machine.ts";
import type { FranchiseUnitDetail, FranchiseUnitPatch } from "../../schemas/franchise.ts";
import { franchiseOptions, getFranchiseUnit, updateFranchiseUnit } from "../../services/api/franchise.ts";
import { failureText } from "../components/form/api-failure.ts";
import { RecordFormPage } from "../components/record-form/record-form-page.tsx";
import { useResource, useResourceData } from "../components/resource/use-resource.ts";
import { useLocalizedPath } from "../shared/use-locale.ts";
import { FranchiseAddressTab } from "./franchise-address-tab.tsx";
import { FranchiseContactsTab } from "./franchise-contacts-tab.tsx";
import { FranchiseGeneralTab } from "./franchise-general-tab.tsx";
import { FranchiseGroupsTab } from "./franchise-groups-tab.tsx";
import { FRANCHISE_UNITS_PATH, franchiseUnitPageFrom, franchiseUnitPath } from "./franchise-paths.ts";
import "./franchise.css";

const calls = {
  load: getFranchiseUnit,
  save: ({ id, body }: { id: number | null; body: FranchiseUnitPatch }): Promise<FranchiseUnitDetail> =>
    updateFranchiseUnit(id ?? 0, body),
};

/**
 * /unidades-franqueadas/editar/:id/:tab (FMA 1): one unit of the network as the franchisor sees it, with the tabs
 * geral (franchisee company, owner, contract), endereco, contatos and grupos; its key figures under the heading.
 */
export function FranchiseUnitEditScreen() {
  const { t } = useTranslation(["franchise", "common"]);
  const params = useParams();
  const localized = useLocalizedPath();
  const { data: options } = useResourceData(useResource(franchiseOptions));
  const page = franchiseUnitPageFrom(params.id, params.tab);
  return (
    <RecordFormPage
      spec={franchiseFormSpec}
      machine={franchiseUnitFormMachine}
      calls={calls}
      page={page}
      pathOf={(id, tab) => localized(franchiseUnitPath(id ?? page?.id ?? 0, tab))}
      leaveTo={localized(FRANCHISE_UNITS_PATH)}
      texts={{
        heading: (unit) => unit?.name ?? t("units.title"),
        tab: (tab) => t(`form.tabs.${tab}`),
        tabsLabel: t("form.tabs-label"),
        issue: (code) => t(`issues.${code}`),
        saved: () => t("messages.saved"),
        saveFailed: (error) => failureText(t, error, "franchise:messages.save-failed"),
        invalid: t("messages.fix-fields"),
      }}
    >
      {(tab, fields) => {
        if (tab === "endereco") return <FranchiseAddressTab {...fields} />;
        if (tab === "contatos") return <FranchiseContactsTab {...fields} />;
        if (tab === "grupos") return <FranchiseGroupsTab {...fields} options={options} />;
        return <FranchiseGeneralTab {...fields} />;
      }}
    </RecordFormPage>
  );
}
