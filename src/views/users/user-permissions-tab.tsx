import { useTranslation } from "react-i18next";
import { MODULE_CODES, MODULE_SLUGS } from "../../domain/permissions.ts";
import { ROLE_NAMES, type RoleName } from "../../domain/role-templates.ts";
import { permissionKey } from "../../machines/user-form.machine.ts";
import { DropdownField } from "../components/form/dropdown-field.tsx";
import type { UserTabProps } from "./user-general-tab.tsx";
import { PermissionToggle } from "./permission-toggle.tsx";

/**
 * The permissoes tab: a role template ("Modelo de perfil") fills every toggle at once; each module of spec 6 with
 * its sub-permissions as toggles, still editable before Salvar.
 */
export function UserPermissionsTab({ edit, values, message }: UserTabProps) {
  const { t } = useTranslation("users");
  const roles = ROLE_NAMES.map((role) => ({ value: role, label: t(`roles.${role}`) }));
  return (
    <div>
      <div className="user-role">
        <DropdownField<RoleName>
          id="user-role"
          label={t("form.role")}
          value={values.role}
          options={roles}
          placeholder={t("form.role-placeholder")}
          onChange={(role) => {
            if (role) edit({ type: "role", role });
          }}
          error={message("permissions")}
        />
        <p className="user-hint">{t("form.role-hint")}</p>
      </div>
      <div className="user-modules">
        {MODULE_SLUGS.map((slug) => (
          <fieldset key={slug} className="user-module">
            <legend>{t(`permissions.modules.${slug}`)}</legend>
            {MODULE_CODES[slug].map((code) => (
              <PermissionToggle
                key={code}
                id={`permission-${slug}-${code}`}
                label={t(`permissions.codes.${slug}.${code}`)}
                code={permissionKey(slug, code)}
                value={values.permissions[permissionKey(slug, code)] ?? 0}
                onChange={(value) => edit({ type: "permission", slug, code, on: value > 0 })}
              />
            ))}
          </fieldset>
        ))}
      </div>
    </div>
  );
}
