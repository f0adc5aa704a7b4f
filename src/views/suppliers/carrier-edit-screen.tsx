import { Checkbox } from "primereact/checkbox";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { formatZipCode, UFS } from "../../domain/customers.ts";
import { carrierFormMachine, carrierFormSpec, type CarrierFormValues } from "../../machines/carrier-form.machine.ts";
import { isApiError } from "../../schemas/api-failure.ts";
import { joinSentences } from "../../domain/text.ts";
import { createCarrier, getCarrier, updateCarrier } from "../../services/api/suppliers.ts";
import { useLocalizedPath } from "../shared/use-locale.ts";
import { RecordFormPage } from "../components/record-form/record-form-page.tsx";
import { DropdownField } from "../components/form/dropdown-field.tsx";
import { PhoneField } from "../components/form/phone-field.tsx";
import { TextField } from "../components/form/text-field.tsx";
import { CARRIERS_PATH, carrierPath, singlePageFrom } from "./supplier-paths.ts";
import "./suppliers.css";

const calls = {
  load: getCarrier,
  save: ({ id, body }: { id: number | null; body: Parameters<typeof createCarrier>[0] }) =>
    id === null ? createCarrier(body) : updateCarrier(id, body),
};

const UF_OPTIONS = UFS.map((uf) => ({ value: uf, label: uf }));

/** Text fields of the carrier page: the value's name, its label key, max length and grid width. */
const TEXTS: ReadonlyArray<readonly [keyof CarrierFormValues, string, number, boolean]> = [
  ["name", "carriers.name", 120, true],
  ["doc_id_1", "carriers.document", 18, false],
  ["state_tax_id", "carriers.state-tax-id", 20, false],
  ["email", "carriers.email", 254, true],
];

const ADDRESS: ReadonlyArray<readonly [keyof CarrierFormValues, string, number, boolean]> = [
  ["address_1", "address.street", 160, true],
  ["address_number", "address.number", 20, false],
  ["complement", "address.complement", 80, false],
  ["district", "address.district", 80, false],
  ["city", "address.city", 80, false],
];

/**
 * /transportadoras/editar/:id? (issue 13 item 7, STO 7): a carrier (no id: a new one), with its document, IE,
 * contact data, address, vehicle plate and RNTRC; inactive ones leave the PDV's search.
 */
export function CarrierEditScreen() {
  const { t } = useTranslation(["suppliers", "common"]);
  const params = useParams();
  const localized = useLocalizedPath();
  return (
    <RecordFormPage
      spec={carrierFormSpec}
      machine={carrierFormMachine}
      calls={calls}
      page={singlePageFrom(params.id)}
      pathOf={(id) => localized(carrierPath(id))}
      leaveTo={localized(CARRIERS_PATH)}
      texts={{
        heading: (carrier) => carrier?.name ?? t("carriers.new-heading"),
        tab: () => t("carriers.tab"),
        tabsLabel: t("carriers.tab"),
        issue: (code) => t(`issues.${code}`),
        saved: (created) => t(created ? "carriers.created" : "carriers.saved"),
        saveFailed: (error) =>
          isApiError(error) && error.messages.length > 0 ? joinSentences(error.messages) : t("carriers.save-failed"),
        invalid: t("messages.fix-fields"),
      }}
    >
      {(_, { values, edit, message }) => {
        const change = (change: Partial<CarrierFormValues>) => edit({ type: "change", change });
        const text = ([field, label, max, wide]: (typeof TEXTS)[number], first = false) => (
          <TextField
            key={field}
            id={`carrier-${field}`}
            label={t(label)}
            value={String(values[field])}
            onChange={(value) => change({ [field]: value })}
            maxLength={max}
            required={field === "name"}
            autoFocus={first}
            error={message(field)}
            className={wide ? "record-form-grid__double" : undefined}
          />
        );
        return (
          <div className="record-form-grid">
            {TEXTS.map((field, index) => text(field, index === 0))}
            <PhoneField
              id="carrier-phone"
              label={t("carriers.phone")}
              value={values.phone}
              onChange={(phone) => change({ phone })}
              error={message("phone")}
            />
            <TextField
              id="carrier-license_plate"
              label={t("carriers.plate")}
              value={values.license_plate}
              onChange={(plate) => change({ license_plate: plate.toUpperCase() })}
              maxLength={8}
              error={message("license_plate")}
            />
            <TextField
              id="carrier-antt"
              label={t("carriers.antt")}
              value={values.antt}
              onChange={(antt) => change({ antt })}
              maxLength={12}
              inputMode="numeric"
              error={message("antt")}
            />
            <TextField
              id="carrier-zip_code"
              label={t("address.zip-code")}
              value={values.zip_code}
              onChange={(zip) => change({ zip_code: formatZipCode(zip) })}
              maxLength={9}
              inputMode="numeric"
              error={message("zip_code")}
            />
            {ADDRESS.map((field) => text(field))}
            <DropdownField
              id="carrier-uf"
              label={t("address.uf")}
              value={values.uf === "" ? null : values.uf}
              options={UF_OPTIONS}
              onChange={(uf) => change({ uf: uf ?? "" })}
              filter
              showClear
              error={message("uf")}
            />
            <div className="supplier-option record-form-grid__wide">
              <Checkbox
                inputId="carrier-active"
                checked={values.active}
                onChange={(event) => change({ active: Boolean(event.checked) })}
              />
              <label htmlFor="carrier-active">{t("carriers.active")}</label>
            </div>
          </div>
        );
      }}
    </RecordFormPage>
  );
}
