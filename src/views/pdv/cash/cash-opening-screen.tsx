import { useSelector } from "@xstate/react";
import { Button } from "primereact/button";
import { Message } from "primereact/message";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { PLAUSIBLE_OPENING_MAX } from "../../../domain/cash-register.ts";
import type { Cents } from "../../../domain/money.ts";
import { posCompanies } from "../../../services/api/pdv-cash.ts";
import { money } from "../../../services/format.ts";
import { posStateOf, writePosState } from "../../../services/pos-state.ts";
import { useSessionUser } from "../../shared/session-context.tsx";
import { useLocalizedPath } from "../../shared/use-locale.ts";
import { DropdownField } from "../../components/form/dropdown-field.tsx";
import { MoneyField } from "../../components/form/money-field.tsx";
import { isImplausible, unbroken } from "../../components/form/plausible.ts";
import { useConfirmStep } from "../../components/form/use-confirm-step.tsx";
import { useResource, useResourceData } from "../../components/resource/use-resource.ts";
import { cashErrorText } from "./cash-error.ts";
import { useCashRegisterActor } from "./use-cash-register-actor.ts";

/** /pdv/abertura-de-caixa: choose the unit and the opening float, open the register (spec 4). */
export function CashOpeningScreen() {
  const { t } = useTranslation(["cash", "pdv", "common"]);
  const user = useSessionUser();
  const navigate = useNavigate();
  const path = useLocalizedPath();
  const register = useCashRegisterActor({ register: null });
  const busy = useSelector(register, (s) => s.hasTag("busy"));
  const session = useSelector(register, (s) => (s.hasTag("open") ? s.context.session : null));
  const error = useSelector(register, (s) => cashErrorText(s.context.error, t));
  const { data: units, failed: unitsFailed } = useResourceData(useResource(posCompanies));
  const [chosenId, setCompanyId] = useState<number | null>(null);
  // A cashier of one unit has it chosen.
  const companyId = chosenId ?? (units?.length === 1 ? (units[0]?.id ?? null) : null);
  const [cashSupply, setCashSupply] = useState<Cents | null>(0);
  const confirmStep = useConfirmStep();

  useEffect(() => {
    if (!session || !user) return;
    writePosState(user.id, posStateOf(session));
    void navigate(path("/pdv/caixa-aberto"), { replace: true });
  }, [session, user, navigate, path]);

  return (
    <section className="cash-opening surface-card border-round p-4 shadow-1" aria-labelledby="cash-opening-title">
      <h2 id="cash-opening-title" className="mt-0 text-xl">
        {t("opening.title")}
      </h2>
      <p className="mt-0 text-color-secondary">{t("opening.intro")}</p>
      <form
        noValidate
        className="flex flex-column gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          const open = () => register.send({ type: "open", companyId, cashSupply: cashSupply ?? 0 });
          // Issue 11: an opening float above R$ 10.000,00 is confirmed before the register opens with it.
          if (companyId === null || !isImplausible(cashSupply, PLAUSIBLE_OPENING_MAX)) return open();
          const values = { value: unbroken(money(cashSupply ?? 0)), max: unbroken(money(PLAUSIBLE_OPENING_MAX)) };
          confirmStep.ask(t("opening.confirm-implausible", values), open, "cash-opening-value");
        }}
      >
        <DropdownField
          id="cash-opening-unit"
          label={t("opening.unit")}
          value={companyId}
          options={(units ?? []).map((unit) => ({ value: unit.id, label: unit.name }))}
          onChange={setCompanyId}
          placeholder={t("opening.unit-placeholder")}
          required
          disabled={busy}
        />
        <MoneyField
          id="cash-opening-value"
          label={t("opening.cash-supply")}
          value={cashSupply}
          onChange={setCashSupply}
          plausibleMax={PLAUSIBLE_OPENING_MAX}
          implausibleText={t("opening.implausible", { max: unbroken(money(PLAUSIBLE_OPENING_MAX)) })}
          disabled={busy}
        />
        {unitsFailed ? <Message severity="warn" text={t("opening.units-failed")} /> : null}
        {error ? <Message severity="error" text={error} role="alert" className="justify-content-start" /> : null}
        <Button type="submit" label={t("opening.submit")} icon="pi pi-lock-open" loading={busy} />
      </form>
      {confirmStep.dialog}
    </section>
  );
}
