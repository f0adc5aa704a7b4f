import { useSelector } from "@xstate/react";
import type { TFunction } from "i18next";
import { Button } from "primereact/button";
import { Menu } from "primereact/menu";
import type { MenuItem } from "primereact/menuitem";
import { Toast } from "primereact/toast";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { CashNotice, CashRegisterRef } from "../../../machines/cash-register.machine.ts";
import { moneyOfText } from "../../../services/format.ts";
import { isPlaceholder, type PosState } from "../../../services/pos-state.ts";
import { OpeningValueDialog, OutflowDialog, SangriaDialog } from "./cash-dialogs.tsx";
import { CloseRegisterDialog } from "./close-register-dialog.tsx";
import { useCashRegisterActor } from "./use-cash-register-actor.ts";
import { usePosState } from "./use-pos-state.ts";

const TOAST_LIFE_MS = 4000;

const registerOf = (pos: PosState | null) =>
  pos && pos.cashMovementId !== null && pos.cashMovementId > 0 && pos.companyId !== null
    ? { cashMovementId: pos.cashMovementId, companyId: pos.companyId }
    : null;

/** The dialogs of whatever the register machine is doing (opening value, sangria, outflow, closing). */
export function CashRegisterDialogs({ register }: { readonly register: CashRegisterRef }) {
  const step = useSelector(register, (s) => {
    if (s.status === "done") return "closing";
    if (s.matches({ open: "openingValue" })) return "openingValue";
    if (s.matches({ open: "sangria" })) return "sangria";
    if (s.matches({ open: "outflow" })) return "outflow";
    if (s.matches({ open: "closing" })) return "closing";
    return null;
  });
  if (step === "openingValue") return <OpeningValueDialog register={register} />;
  if (step === "sangria") return <SangriaDialog register={register} />;
  if (step === "outflow") return <OutflowDialog register={register} />;
  if (step === "closing") return <CloseRegisterDialog register={register} />;
  return null;
}

/** Confirms a sangria, expense or opening value change with a toast (spec 9: 4 s). */
function useNoticeToast(register: CashRegisterRef) {
  const { t } = useTranslation("cash");
  const toast = useRef<Toast>(null);
  const notice = useSelector(register, (s) => s.context.notice);
  useEffect(() => {
    if (notice) toast.current?.show({ severity: "success", summary: noticeText(notice, t), life: TOAST_LIFE_MS });
  }, [notice, t]);
  return toast;
}

const amount = moneyOfText;

function noticeText(notice: CashNotice, t: TFunction): string {
  // A blind-closing cashier is not told the drawer's amount (drawer_money null).
  if (notice.kind === "sangria") {
    const { sangria_value, drawer_money } = notice.sangria;
    return drawer_money === null
      ? t("sangria.saved-blind", { value: amount(sangria_value) })
      : t("sangria.saved", { value: amount(sangria_value), drawer: amount(drawer_money) });
  }
  if (notice.kind === "outflow") {
    const { billing_value, drawer_money } = notice.outflow;
    return drawer_money === null
      ? t("outflow.saved-blind", { value: amount(billing_value) })
      : t("outflow.saved", { value: amount(billing_value), drawer: amount(drawer_money) });
  }
  return t("opening-value.saved", { value: amount(notice.session.cash_supply) });
}

export type CashActionsMenuProps = {
  /** Extra classes for the menu button (toolbar placement). */
  readonly className?: string;
};

/**
 * The register's actions for the sale screen's toolbar: opening value, sangria, expense, close. Hidden in a
 * placeholder session (no register to move money in).
 */
export function CashActionsMenu({ className }: CashActionsMenuProps) {
  const { t } = useTranslation("cash");
  const pos = usePosState();
  const register = useCashRegisterActor({ register: registerOf(pos) });
  const menu = useRef<Menu>(null);
  const toast = useNoticeToast(register);
  const closed = useSelector(register, (s) => s.status === "done");
  if (closed) return <CashRegisterDialogs register={register} />;
  if (!registerOf(pos) || isPlaceholder(pos)) return null;
  const items: MenuItem[] = [
    {
      label: t("actions.opening-value"),
      icon: "pi pi-pencil",
      command: () => register.send({ type: "opening-value.edit" }),
    },
    {
      label: t("actions.sangria"),
      icon: "pi pi-arrow-up-right",
      command: () => register.send({ type: "sangria.start" }),
    },
    { label: t("actions.outflow"), icon: "pi pi-receipt", command: () => register.send({ type: "outflow.start" }) },
    { separator: true },
    { label: t("actions.close"), icon: "pi pi-lock", command: () => register.send({ type: "close.start" }) },
  ];
  return (
    <>
      <Toast ref={toast} position="top-right" />
      <Menu model={items} popup ref={menu} id="cash-actions-menu" />
      <Button
        type="button"
        label={t("actions.menu")}
        icon="pi pi-wallet"
        outlined
        className={className}
        aria-haspopup="menu"
        aria-controls="cash-actions-menu"
        onClick={(event) => menu.current?.toggle(event)}
      />
      <CashRegisterDialogs register={register} />
    </>
  );
}

export type CloseRegisterButtonProps = { readonly className?: string };

/** `Fechar caixa` for the sale screen's toolbar: counts and closes the register, then goes home. */
export function CloseRegisterButton({ className }: CloseRegisterButtonProps) {
  const { t } = useTranslation("cash");
  const pos = usePosState();
  const register = useCashRegisterActor({ register: registerOf(pos) });
  const closed = useSelector(register, (s) => s.status === "done");
  if ((!registerOf(pos) || isPlaceholder(pos)) && !closed) return null;
  return (
    <>
      <Button
        type="button"
        label={t("actions.close")}
        icon="pi pi-lock"
        outlined
        className={className}
        onClick={() => register.send({ type: "close.start" })}
      />
      <CashRegisterDialogs register={register} />
    </>
  );
}
