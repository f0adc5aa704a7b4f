import { useTranslation } from "react-i18next";
import { UFS } from "../../domain/customers.ts";
import type { FranchiseAddressFields } from "../../domain/franchise.ts";
import { DropdownField } from "../components/form/dropdown-field.tsx";
import { TextField } from "../components/form/text-field.tsx";
import type { FranchiseTabProps } from "./franchise-general-tab.tsx";

type TextPart = Exclude<keyof FranchiseAddressFields, "uf">;

const PARTS: ReadonlyArray<{ field: TextPart; key: string; max: number; wide?: boolean; numeric?: boolean }> = [
  { field: "zip_code", key: "zip-code", max: 9, numeric: true },
  { field: "address_1", key: "street", max: 160, wide: true },
  { field: "address_number", key: "number", max: 20 },
  { field: "complement", key: "complement", max: 80 },
  { field: "district", key: "district", max: 80 },
  { field: "city", key: "city", max: 80 },
];

/** The endereco tab: the franchisee's one address (CEP, street, number, complement, district, city, UF). */
export function FranchiseAddressTab({ edit, values, message }: FranchiseTabProps) {
  const { t } = useTranslation("franchise");
  const change = (change: Partial<FranchiseAddressFields>) => edit({ type: "address.change", change });
  return (
    <div className="franchise-grid">
      {PARTS.map(({ field, key, max, wide, numeric }) => (
        <TextField
          key={field}
          id={`franchise-address-${field}`}
          label={t(`address.${key}`)}
          value={values.address[field]}
          onChange={(value) => change({ [field]: value })}
          maxLength={max}
          inputMode={numeric ? "numeric" : undefined}
          error={message(`address.${field}`)}
          className={wide ? "franchise-grid__double" : undefined}
        />
      ))}
      <DropdownField
        id="franchise-address-uf"
        label={t("address.uf")}
        value={values.address.uf === "" ? null : values.address.uf}
        options={UFS.map((uf) => ({ value: uf, label: uf }))}
        onChange={(uf) => change({ uf: uf ?? "" })}
        filter
        showClear
        error={message("address.uf")}
      />
    </div>
  );
}
