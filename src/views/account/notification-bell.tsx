import { useSelector } from "@xstate/react";
import type { MenuItem } from "primereact/menuitem";
import { Button } from "primereact/button";
import { Menu } from "primereact/menu";
import { useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { NotificationBellSnapshot } from "../../machines/notification-bell.machine.ts";
import { useNotificationBellActor } from "./use-notification-bell.ts";

type Entries =
  | { readonly kind: "loading" | "unavailable" | "none" }
  | { readonly kind: "calls"; readonly today: number; readonly pending: number };

function entriesOf(snapshot: NotificationBellSnapshot): Entries {
  if (snapshot.hasTag("loading")) return { kind: "loading" };
  if (snapshot.hasTag("unavailable")) return { kind: "unavailable" };
  const focus = snapshot.context.reading?.focus;
  if (!focus || (focus.calls_today === 0 && focus.pending_calls === 0)) return { kind: "none" };
  return { kind: "calls", today: focus.calls_today, pending: focus.pending_calls };
}

const sameEntries = (a: Entries, b: Entries) => JSON.stringify(a) === JSON.stringify(b);

/** The top bar's bell (spec 4): badge 1 for unseen calls; opening it marks them seen. */
export function NotificationBell() {
  const { t } = useTranslation("account");
  const bell = useNotificationBellActor();
  const badge = useSelector(bell, (s) => s.hasTag("badge"));
  const entries = useSelector(bell, entriesOf, sameEntries);
  const menu = useRef<Menu>(null);
  const menuId = useId();

  const items: MenuItem[] =
    entries.kind === "calls"
      ? [
          { label: t("notifications.calls-today", { count: entries.today }), icon: "pi pi-phone" },
          { label: t("notifications.pending-calls", { count: entries.pending }), icon: "pi pi-clock" },
        ]
      : [{ label: t(`notifications.${entries.kind === "none" ? "none" : entries.kind}`), disabled: true }];

  return (
    <>
      <Button
        type="button"
        icon="pi pi-bell"
        rounded
        text
        severity="secondary"
        aria-label={t(badge ? "notifications.label-unseen" : "notifications.label")}
        aria-haspopup="menu"
        aria-controls={menuId}
        badge={badge ? "1" : undefined}
        badgeClassName="p-badge-danger"
        onClick={(event) => menu.current?.toggle(event)}
      />
      <Menu
        id={menuId}
        ref={menu}
        popup
        model={items}
        aria-label={t("notifications.label")}
        onShow={() => bell.send({ type: "bell.opened" })}
      />
    </>
  );
}
