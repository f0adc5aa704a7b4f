import { Checkbox } from "primereact/checkbox";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { manufacturerFormMachine, manufacturerFormSpec } from "../../machines/manufacturer-form.machine.ts";
import { isApiError } from "../../schemas/api-failure.ts";
import { joinSentences } from "../../domain/text.ts";
import { createManufacturer, getManufacturer, updateManufacturer } from "../../services/api/suppliers.ts";
import { useLocalizedPath } from "../shared/use-locale.ts";
import { RecordFormPage } from "../components/record-form/record-form-page.tsx";
import { TextField } from "../components/form/text-field.tsx";
import { MANUFACTURERS_PATH, manufacturerPath, singlePageFrom } from "./supplier-paths.ts";
import "./suppliers.css";

const calls = {
  load: getManufacturer,
  save: ({ id, body }: { id: number | null; body: Parameters<typeof createManufacturer>[0] }) =>
    id === null ? createManufacturer(body) : updateManufacturer(id, body),
};

/** /fabricantes/novo and /fabricantes/editar/:id? (issue 13 item 7, STO 6): name, optional CNPJ/CPF, active. */
export function ManufacturerEditScreen() {
  const { t } = useTranslation(["suppliers", "common"]);
  const params = useParams();
  const localized = useLocalizedPath();
  return (
    <RecordFormPage
      spec={manufacturerFormSpec}
      machine={manufacturerFormMachine}
      calls={calls}
      page={singlePageFrom(params.id)}
      pathOf={(id) => localized(manufacturerPath(id))}
      leaveTo={localized(MANUFACTURERS_PATH)}
      texts={{
        heading: (maker) => maker?.name ?? t("manufacturers.new-heading"),
        tab: () => t("manufacturers.tab"),
        tabsLabel: t("manufacturers.tab"),
        issue: (code) => t(`issues.${code}`),
        saved: (created) => t(created ? "manufacturers.created" : "manufacturers.saved"),
        saveFailed: (error) =>
          isApiError(error) && error.messages.length > 0
            ? joinSentences(error.messages)
            : t("manufacturers.save-failed"),
        invalid: t("messages.fix-fields"),
      }}
    >
      {(_, { values, edit, message }) => (
        <div className="record-form-grid">
          <TextField
            id="manufacturer-name"
            label={t("manufacturers.name")}
            value={values.name}
            onChange={(name) => edit({ type: "change", change: { name } })}
            maxLength={120}
            required
            autoFocus
            error={message("name")}
            className="record-form-grid__double"
          />
          <TextField
            id="manufacturer-doc"
            label={t("manufacturers.document")}
            value={values.docId1}
            onChange={(docId1) => edit({ type: "change", change: { docId1 } })}
            maxLength={18}
            error={message("docId1")}
          />
          <div className="supplier-option record-form-grid__wide">
            <Checkbox
              inputId="manufacturer-active"
              checked={values.active}
              onChange={(event) => edit({ type: "change", change: { active: Boolean(event.checked) } })}
            />
            <label htmlFor="manufacturer-active">{t("manufacturers.active")}</label>
          </div>
        </div>
      )}
    </RecordFormPage>
  );
}
