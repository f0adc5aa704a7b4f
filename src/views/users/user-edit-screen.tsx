import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { MIN_PASSWORD_LENGTH } from "../../domain/profile.ts";
import { fieldsOf, userFormMachine, userFormSpec } from "../../machines/user-form.machine.ts";
import type { UserInput } from "../../schemas/users.ts";
import { createUser, getUser, updateUser } from "../../services/api/users.ts";
import { RecordFormPage } from "../components/record-form/record-form-page.tsx";
import { saveFailureMessage } from "../shared/save-failure.ts";
import { useLocalizedPath } from "../shared/use-locale.ts";
import { UserGeneralTab } from "./user-general-tab.tsx";
import { UserPermissionsTab } from "./user-permissions-tab.tsx";
import { USERS_PATH, userPageFrom, userPath } from "./user-paths.ts";
import "./users.css";

const calls = {
  load: getUser,
  save: ({ id, body }: { id: number | null; body: UserInput }) =>
    id === null ? createUser(body) : updateUser(id, fieldsOf(body)),
};

/** /usuarios/editar/:id?/:tab? (issue 12): a new user, or one of the network's, with the tabs geral and permissoes. */
export function UserEditScreen() {
  const { t } = useTranslation(["users", "common"]);
  const params = useParams();
  const localized = useLocalizedPath();
  return (
    <RecordFormPage
      spec={userFormSpec}
      machine={userFormMachine}
      calls={calls}
      page={userPageFrom(params.id, params.tab)}
      pathOf={(id, tab) => localized(userPath(id, tab))}
      leaveTo={localized(USERS_PATH)}
      texts={{
        heading: (user) => user?.name ?? t("form.new-heading"),
        tab: (tab) => t(`form.tabs.${tab}`),
        tabsLabel: t("form.tabs-label"),
        issue: (code) => t(`issues.${code}`, { min: MIN_PASSWORD_LENGTH }),
        saved: (created) => t(created ? "messages.created" : "messages.saved"),
        saveFailed: (error) => saveFailureMessage(t("errors.save-failed"), error),
        invalid: t("messages.fix-fields"),
      }}
    >
      {(tab, fields) => (tab === "permissoes" ? <UserPermissionsTab {...fields} /> : <UserGeneralTab {...fields} />)}
    </RecordFormPage>
  );
}
