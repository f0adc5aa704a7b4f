import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { useTranslation } from "react-i18next";
import type { PermissionSwitch } from "../../domain/audit.ts";
import type { UserLogRow } from "../../schemas/audit.ts";
import { activityTime } from "../../services/format.ts";
import { actionText, diffOf, fieldText, permissionText, recordText, valueText } from "./user-log-texts.ts";
import "./user-logs.css";

export type UserLogDetailProps = { readonly row: UserLogRow; readonly onHide: () => void };

/** One audit row's before and after (spec 2.2 /user-logs): a line per changed field, and the permissions switched. */
export function UserLogDetail({ row, onHide }: UserLogDetailProps) {
  const { t } = useTranslation(["audit", "users", "finance"]);
  const { changes, permissions } = diffOf(row);
  const granted = permissions.filter((p) => p.on);
  const revoked = permissions.filter((p) => !p.on);
  const heading = `${actionText(t, row.action)} · ${recordText(t, row)}`;
  return (
    <Dialog
      visible
      header={t("detail.title")}
      onHide={onHide}
      draggable={false}
      resizable={false}
      style={{ width: "min(44rem, 95vw)" }}
      footer={<Button type="button" label={t("detail.close")} onClick={onHide} autoFocus />}
    >
      <p className="user-log-heading">
        <strong>{heading}</strong>
        <br />
        {t("detail.who", { user: row.user ?? t("detail.nobody"), when: activityTime(new Date(row.created_at)) })}
      </p>
      {changes.length === 0 && permissions.length === 0 ? <p>{t("detail.none")}</p> : null}
      {changes.length > 0 ? (
        <table className="user-log-diff">
          <thead>
            <tr>
              <th scope="col">{t("detail.field")}</th>
              <th scope="col">{t("detail.before")}</th>
              <th scope="col">{t("detail.after")}</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((change) => (
              <tr key={change.field}>
                <th scope="row">{fieldText(t, change.field, row.entity)}</th>
                <td>
                  {change.before === undefined ? null : <del>{valueText(t, row, change.field, change.before)}</del>}
                </td>
                <td>
                  {change.after === undefined ? null : <ins>{valueText(t, row, change.field, change.after)}</ins>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <PermissionList title={t("detail.granted")} switches={granted} kind="on" />
      <PermissionList title={t("detail.revoked")} switches={revoked} kind="off" />
    </Dialog>
  );
}

function PermissionList(props: { title: string; switches: ReadonlyArray<PermissionSwitch>; kind: "on" | "off" }) {
  const { t } = useTranslation(["audit", "users"]);
  if (props.switches.length === 0) return null;
  return (
    <section className={`user-log-permissions user-log-permissions-${props.kind}`} aria-label={props.title}>
      <h3>{props.title}</h3>
      <ul>
        {props.switches.map((p) => (
          <li key={`${p.slug}-${p.code}`}>
            <span className={`pi ${p.on ? "pi-check" : "pi-times"}`} aria-hidden="true" /> {permissionText(t, p)}
          </li>
        ))}
      </ul>
    </section>
  );
}
