import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { unitFormMachine, unitFormSpec } from "../../machines/unit-form.machine.ts";
import { isApiError } from "../../schemas/api-failure.ts";
import { joinSentences } from "../../domain/text.ts";
import { createUnit, getUnit, updateUnit } from "../../services/api/network.ts";
import { useLocalizedPath } from "../shared/use-locale.ts";
import { RecordFormPage } from "../components/record-form/record-form-page.tsx";
import { UnitGeneralTab } from "./unit-general-tab.tsx";
import { UnitModulesTab } from "./unit-modules-tab.tsx";
import { UNITS_PATH, unitPageFrom, unitPath } from "./unit-paths.ts";
import "./network.css";

const calls = {
  load: getUnit,
  save: ({ id, body }: { id: number | null; body: Parameters<typeof createUnit>[0] }) =>
    id === null ? createUnit(body) : updateUnit(id, body),
};

/**
 * /unidades-da-rede/novo and /unidades-da-rede/editar/:id?/:tab (issue 12 item 3): a new unit, or one of the
 * network's, with the tabs geral (data, address, settings) and modulos.
 */
export function UnitEditScreen() {
  const { t } = useTranslation(["network", "common"]);
  const params = useParams();
  const localized = useLocalizedPath();
  return (
    <RecordFormPage
      spec={unitFormSpec}
      machine={unitFormMachine}
      calls={calls}
      page={unitPageFrom(params.id, params.tab)}
      pathOf={(id, tab) => localized(unitPath(id, tab))}
      leaveTo={localized(UNITS_PATH)}
      texts={{
        heading: (unit) => unit?.name ?? t("form.new-heading"),
        tab: (tab) => t(`form.tabs.${tab}`),
        tabsLabel: t("form.tabs-label"),
        issue: (code) => t(`issues.${code}`),
        saved: (created) => t(created ? "messages.created" : "messages.saved"),
        saveFailed: (error) =>
          isApiError(error) && error.messages.length > 0 ? joinSentences(error.messages) : t("messages.save-failed"),
        invalid: t("messages.fix-fields"),
      }}
    >
      {(tab, fields) => (tab === "modulos" ? <UnitModulesTab {...fields} /> : <UnitGeneralTab {...fields} />)}
    </RecordFormPage>
  );
}
