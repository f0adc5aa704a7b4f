import { useTranslation } from "react-i18next";
import { isPlaceholder } from "../../../services/pos-state.ts";
import { CashActionsMenu, CloseRegisterButton } from "./cash-actions-menu.tsx";
import { usePosState } from "./use-pos-state.ts";

/** /pdv/fechamento-de-caixa: the open register with its actions (sangria, expense, opening value) and closing. */
export function CashClosingScreen() {
  const { t } = useTranslation("cash");
  const pos = usePosState();
  const company = pos?.company ?? t("register.no-unit");
  return (
    <section className="surface-card border-round p-4 shadow-1" aria-labelledby="cash-register-title">
      <h2 id="cash-register-title" className="mt-0 text-xl">
        {isPlaceholder(pos) ? t("register.placeholder", { company }) : t("register.title", { id: pos?.cashMovementId })}
      </h2>
      {isPlaceholder(pos) ? (
        <p className="m-0">{t("closing.placeholder")}</p>
      ) : (
        <>
          <p className="mt-0">{t("register.unit", { company })}</p>
          <div className="flex flex-wrap gap-2">
            <CashActionsMenu />
            <CloseRegisterButton />
          </div>
        </>
      )}
    </section>
  );
}
