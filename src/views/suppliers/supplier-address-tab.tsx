import { useTranslation } from "react-i18next";
import { formatZipCode, UFS } from "../../domain/customers.ts";
import { DropdownField } from "../components/form/dropdown-field.tsx";
import type { SupplierChange } from "../../machines/supplier-form.machine.ts";
import { TextField } from "../components/form/text-field.tsx";
import type { SupplierTabProps } from "./supplier-general-tab.tsx";

const UF_OPTIONS = UFS.map((uf) => ({ value: uf, label: uf }));

/** The endereco tab: CEP, logradouro, número, complemento, bairro, cidade, UF. */
export function SupplierAddressTab({ edit, values, message }: SupplierTabProps) {
  const { t } = useTranslation("suppliers");
  const change = (change: SupplierChange) => edit({ type: "change", change });
  return (
    <div className="record-form-grid">
      <TextField
        id="supplier-zip"
        label={t("address.zip-code")}
        value={values.zipCode}
        onChange={(text) => change({ zipCode: formatZipCode(text) })}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={9}
        error={message("zipCode")}
      />
      <TextField
        id="supplier-street"
        label={t("address.street")}
        value={values.address1}
        onChange={(address1) => change({ address1 })}
        maxLength={160}
        autoComplete="address-line1"
        error={message("address1")}
        className="record-form-grid__double"
      />
      <TextField
        id="supplier-number"
        label={t("address.number")}
        value={values.addressNumber}
        onChange={(addressNumber) => change({ addressNumber })}
        maxLength={20}
        error={message("addressNumber")}
      />
      <TextField
        id="supplier-complement"
        label={t("address.complement")}
        value={values.complement}
        onChange={(complement) => change({ complement })}
        maxLength={80}
        error={message("complement")}
      />
      <TextField
        id="supplier-district"
        label={t("address.district")}
        value={values.district}
        onChange={(district) => change({ district })}
        maxLength={80}
        error={message("district")}
      />
      <TextField
        id="supplier-city"
        label={t("address.city")}
        value={values.city}
        onChange={(city) => change({ city })}
        maxLength={80}
        autoComplete="address-level2"
        error={message("city")}
      />
      <DropdownField
        id="supplier-uf"
        label={t("address.uf")}
        value={values.uf === "" ? null : values.uf}
        options={UF_OPTIONS}
        onChange={(uf) => change({ uf: uf ?? "" })}
        filter
        showClear
        error={message("uf")}
      />
    </div>
  );
}
