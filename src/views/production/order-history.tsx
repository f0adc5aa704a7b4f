import { useTranslation } from "react-i18next";
import type { Activity } from "../../schemas/production.ts";
import { activityTime } from "../../services/format.ts";
import { instantOf } from "./order-values.ts";

export type OrderHistoryProps = { readonly activities: ReadonlyArray<Activity> };

const ICONS: Readonly<Record<string, string>> = {
  created: "pi pi-plus-circle",
  sent: "pi pi-send",
  returned: "pi pi-replay",
  "status-set": "pi pi-sync",
  edited: "pi pi-pencil",
  "item-added": "pi pi-plus",
  "item-edited": "pi pi-pencil",
  "item-removed": "pi pi-minus-circle",
  "document-added": "pi pi-paperclip",
  "document-removed": "pi pi-trash",
  seamstresses: "pi pi-users",
};

/** The order's activity (spec 3): who (causer.full_name), what (description) and when (`DD/MM/YYYY às HH:mm`). */
export function OrderHistory({ activities }: OrderHistoryProps) {
  const { t } = useTranslation("production");
  return (
    <section className="production-history" aria-labelledby="order-history-title">
      <h2 id="order-history-title" className="production-section-title">
        {t("history.title")}
      </h2>
      {activities.length === 0 ? (
        <p className="production-empty">{t("history.empty")}</p>
      ) : (
        <ol className="production-history__list">
          {activities.map((activity) => {
            const when = instantOf(activity.created_at);
            return (
              <li key={activity.id} className={`production-history__entry production-history__entry--${activity.kind}`}>
                <i className={ICONS[activity.kind] ?? "pi pi-circle"} aria-hidden="true" />
                <div>
                  <p className="production-history__description">{activity.description}</p>
                  <p className="production-muted">
                    <span className="production-history__causer">
                      {activity.causer?.full_name ?? t("history.system")}
                    </span>
                    {when ? (
                      <>
                        {" · "}
                        <time dateTime={activity.created_at}>{activityTime(when)}</time>
                      </>
                    ) : null}
                  </p>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
