import { useTranslation } from "react-i18next";
import { UFS } from "../../domain/customers.ts";
import { listMunicipalities } from "../../services/api/customers.ts";
import { DropdownField } from "../components/form/dropdown-field.tsx";
import { useResource, useResourceData } from "../components/resource/use-resource.ts";

export type CustomerCityFieldsProps = {
  readonly uf: string;
  readonly cityId: number | null;
  readonly onChange: (change: { cityUf?: string; cityId?: number | null }) => void;
  readonly error: string | null;
};

const noCities = async () => ({ data: [] });

/**
 * The customer's city (spec 3 cityId): a UF, then one of its IBGE municipalities, filtered as typed. The UF's list
 * comes from the server when the UF is chosen, so the 5,570 names never weigh on the page.
 */
export function CustomerCityFields({ uf, cityId, onChange, error }: CustomerCityFieldsProps) {
  const { t } = useTranslation("customers");
  const cities = useResourceData(
    useResource((signal) => (uf === "" ? noCities() : listMunicipalities(uf, signal)), uf),
  );
  const options = (cities.data?.data ?? []).map((city) => ({ value: city.id, label: city.name }));
  return (
    <>
      <DropdownField
        id="customer-uf"
        label={t("city.uf")}
        value={uf === "" ? null : uf}
        options={UFS.map((code) => ({ value: code, label: code }))}
        onChange={(value) => onChange({ cityUf: value ?? "" })}
        placeholder={t("city.uf-placeholder")}
        filter
      />
      <DropdownField
        id="customer-city"
        label={t("city.city")}
        value={cityId}
        options={options}
        onChange={(value) => onChange({ cityId: value })}
        placeholder={uf !== "" && cities.data === null ? t("city.loading") : t("city.city-placeholder")}
        disabled={uf === ""}
        filter
        showClear
        error={error}
        className="record-form-grid__double"
      />
    </>
  );
}
