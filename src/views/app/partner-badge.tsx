import { useTranslation } from "react-i18next";
import type { AccountFeatures } from "../../schemas/auth.ts";

/** The top bar's partner badge (spec 2.8) for the homologation partner's account (spec 6); nothing for others. */
export function PartnerBadge({ features }: { readonly features: AccountFeatures | undefined }) {
  const { t } = useTranslation("app");
  if (!features?.homologationPartner) return null;
  return (
    <span className="top-bar__partner" title={t("partner-badge.title")}>
      <i className="pi pi-verified" aria-hidden="true" />
      <span>{t("partner-badge.label")}</span>
    </span>
  );
}
