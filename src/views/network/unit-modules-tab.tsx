import { useTranslation } from "react-i18next";
import { ALWAYS_ENABLED_MODULES } from "../../domain/network.ts";
import { MODULE_SLUGS } from "../../domain/permissions.ts";
import { type UnitTabProps, UnitSwitch } from "./unit-general-tab.tsx";

/** The modulos tab: every module of spec 6, named in words, switched on or off in this unit (CNF and USR stay on). */
export function UnitModulesTab({ edit, values, message }: UnitTabProps) {
  const { t } = useTranslation("network");
  const problem = message("disabledModules");
  return (
    <div className="unit-form">
      <p className="unit-intro">{t("form.modules-intro")}</p>
      {problem ? (
        <p className="p-error" role="alert">
          {problem}
        </p>
      ) : null}
      <ul className="unit-modules" aria-label={t("form.tabs.modulos")}>
        {MODULE_SLUGS.map((slug) => {
          const locked = ALWAYS_ENABLED_MODULES.includes(slug);
          return (
            <li key={slug}>
              <UnitSwitch
                id={`unit-module-${slug}`}
                label={t(`modules.${slug}`)}
                hint={locked ? t("form.module-locked") : undefined}
                checked={locked || !values.disabledModules.includes(slug)}
                disabled={locked}
                onChange={(enabled) => edit({ type: "module", slug, enabled })}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
