import { Tag } from "primereact/tag";
import { useTranslation } from "react-i18next";

export type BooleanTagProps = { readonly value: boolean };

/** `Sim` / `Não` as a coloured tag, for yes/no cells of search tables (spec 9). */
export function BooleanTag({ value }: BooleanTagProps) {
  const { t } = useTranslation("common");
  return (
    <Tag
      value={value ? t("common:actions.yes") : t("common:actions.no")}
      className={value ? "data-table-tag data-table-tag--yes" : "data-table-tag data-table-tag--no"}
    />
  );
}
