import { RadioButton } from "primereact/radiobutton";
import { useTranslation } from "react-i18next";
import { formatZipCode, UFS } from "../../domain/customers.ts";
import type { AddressChange, CustomerEdit, CustomerFormValues } from "../../machines/customer-form.machine.ts";
import { DropdownField } from "../components/form/dropdown-field.tsx";
import { CustomerCard, CustomerCardList } from "./customer-card-list.tsx";
import type { FieldMessage } from "../components/record-form/record-form-page.tsx";
import { TextField } from "../components/form/text-field.tsx";

export type CustomerAddressesTabProps = {
  readonly edit: (edit: CustomerEdit) => void;
  readonly values: CustomerFormValues;
  readonly message: FieldMessage;
};

const UF_OPTIONS = UFS.map((uf) => ({ value: uf, label: uf }));

/** The endereco tab: the customer's addresses, one of them the main one (offered first at the PDV). */
export function CustomerAddressesTab({ edit, values, message }: CustomerAddressesTabProps) {
  const { t } = useTranslation("customers");
  return (
    <CustomerCardList
      items={values.addresses}
      emptyText={t("addresses.empty")}
      addLabel={t("addresses.add")}
      onAdd={() => edit({ type: "address.add" })}
    >
      {(address, index) => {
        const number = index + 1;
        const id = (field: string) => `address-${index}-${field}`;
        const at = (field: string) => `addresses.${index}.${field}`;
        const change = (change: AddressChange) => edit({ type: "address.change", index, change });
        return (
          <CustomerCard
            key={address.key}
            idPrefix={`address-${index}`}
            title={t("addresses.heading", { number })}
            removeLabel={t("addresses.remove", { number })}
            onRemove={() => edit({ type: "address.remove", index })}
            error={message(at("id"))}
            headExtra={
              <div className="customer-card__main">
                <RadioButton
                  inputId={id("main")}
                  name="customer-main-address"
                  value={index}
                  checked={address.main}
                  onChange={() => edit({ type: "address.main", index })}
                />
                <label htmlFor={id("main")}>{t("addresses.main")}</label>
              </div>
            }
          >
            <TextField
              id={id("zip")}
              label={t("addresses.zip-code")}
              value={address.zip_code}
              onChange={(text) => change({ zip_code: formatZipCode(text) })}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={9}
              error={message(at("zip_code"))}
            />
            <TextField
              id={id("street")}
              label={t("addresses.street")}
              value={address.address_1}
              onChange={(address_1) => change({ address_1 })}
              maxLength={160}
              required
              autoComplete="address-line1"
              error={message(at("address_1"))}
              className="record-form-grid__double"
            />
            <TextField
              id={id("number")}
              label={t("addresses.number")}
              value={address.address_number}
              onChange={(address_number) => change({ address_number })}
              maxLength={20}
              error={message(at("address_number"))}
            />
            <TextField
              id={id("complement")}
              label={t("addresses.complement")}
              value={address.complement}
              onChange={(complement) => change({ complement })}
              maxLength={80}
              autoComplete="address-line2"
              error={message(at("complement"))}
            />
            <TextField
              id={id("district")}
              label={t("addresses.district")}
              value={address.district}
              onChange={(district) => change({ district })}
              maxLength={80}
              error={message(at("district"))}
            />
            <TextField
              id={id("city")}
              label={t("addresses.city")}
              value={address.city}
              onChange={(city) => change({ city })}
              maxLength={80}
              autoComplete="address-level2"
              error={message(at("city"))}
            />
            <DropdownField
              id={id("uf")}
              label={t("addresses.uf")}
              value={address.uf === "" ? null : address.uf}
              options={UF_OPTIONS}
              onChange={(uf) => change({ uf: uf ?? "" })}
              showClear
              error={message(at("uf"))}
            />
          </CustomerCard>
        );
      }}
    </CustomerCardList>
  );
}
