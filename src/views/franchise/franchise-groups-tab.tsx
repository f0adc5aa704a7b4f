import { useTranslation } from "react-i18next";
import type { FranchiseOptions } from "../../schemas/franchise.ts";
import { MultiSelectField } from "../components/form/multi-select-field.tsx";
import type { FranchiseTabProps } from "./franchise-general-tab.tsx";

/** The grupos tab: the unit groups the unit belongs to, chosen among the network's groups. */
export function FranchiseGroupsTab({
  edit,
  values,
  message,
  options,
}: FranchiseTabProps & { readonly options: FranchiseOptions | null }) {
  const { t } = useTranslation("franchise");
  const groups = options?.groups ?? [];
  if (options && groups.length === 0) return <p className="franchise-empty">{t("groups-tab.empty")}</p>;
  return (
    <div className="franchise-grid">
      <MultiSelectField
        id="franchise-groups"
        label={t("groups-tab.label")}
        value={values.groupIds}
        options={groups.map((g) => ({
          value: g.id as number,
          label: g.active ? g.name : t("groups-tab.inactive", { name: g.name }),
        }))}
        onChange={(groupIds) => edit({ type: "groups.set", groupIds })}
        placeholder={t("groups-tab.placeholder")}
        filter
        error={message("groupIds")}
        className="franchise-grid__wide"
      />
    </div>
  );
}
