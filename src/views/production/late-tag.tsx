import { Tag } from "primereact/tag";
import { useTranslation } from "react-i18next";

export type LateTagProps = { readonly daysLate: number };

/** "Atrasado há 3 dias": late orders are marked in colour and in words, never by colour alone. */
export function LateTag({ daysLate }: LateTagProps) {
  const { t } = useTranslation("production");
  return (
    <Tag
      className="production-late-tag"
      severity="danger"
      icon="pi pi-clock"
      value={t("late.days", { count: daysLate })}
    />
  );
}
