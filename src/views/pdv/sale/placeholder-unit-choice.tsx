import { Button } from "primereact/button";
import { Message } from "primereact/message";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { PosCompany } from "../../../schemas/pdv-cash.ts";
import { posCompanies } from "../../../services/api/pdv-cash.ts";
import { type PosState, placeholderInUnit, writePosState } from "../../../services/pos-state.ts";
import { DropdownField } from "../../components/form/dropdown-field.tsx";
import { useResource, useResourceData } from "../../components/resource/use-resource.ts";

export type PlaceholderUnitChoiceProps = { readonly userId: number; readonly pos: PosState };

/**
 * A placeholder session (POS 10 without 1) that has no unit stored yet: the cashier says where the sales go. A
 * cashier of one unit goes straight on; the choice is stored, and the sale screen opens on it.
 */
export function PlaceholderUnitChoice({ userId, pos }: PlaceholderUnitChoiceProps) {
  const { t } = useTranslation(["pdv", "cash"]);
  // A cashier of one unit goes straight on: the load stores it (and the sale screen replaces this one).
  const resource = useResource(async (signal): Promise<ReadonlyArray<PosCompany> | null> => {
    const list = await posCompanies(signal);
    const [only] = list;
    if (list.length !== 1 || !only) return list;
    writePosState(userId, placeholderInUnit(pos, only));
    return null;
  });
  const { data: units, failed } = useResourceData(resource);
  const [companyId, setCompanyId] = useState<number | null>(null);

  const chosen = units?.find((unit) => unit.id === companyId);
  return (
    <section className="surface-card border-round p-4 shadow-1" aria-labelledby="placeholder-unit-title">
      <h2 id="placeholder-unit-title" className="mt-0 text-xl">
        {t("pdv:placeholder.title")}
      </h2>
      <p className="mt-0 text-color-secondary">{t("pdv:placeholder.intro")}</p>
      <form
        noValidate
        className="flex flex-column gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (chosen) writePosState(userId, placeholderInUnit(pos, chosen));
        }}
      >
        <DropdownField
          id="placeholder-unit"
          label={t("cash:opening.unit")}
          value={companyId}
          options={(units ?? []).map((unit) => ({ value: unit.id, label: unit.name }))}
          onChange={setCompanyId}
          placeholder={t("cash:opening.unit-placeholder")}
          required
          disabled={units === null}
        />
        {failed ? <Message severity="warn" text={t("cash:opening.units-failed")} /> : null}
        {units?.length === 0 ? <Message severity="warn" text={t("pdv:placeholder.no-units")} /> : null}
        <Button type="submit" label={t("pdv:placeholder.submit")} icon="pi pi-shopping-cart" disabled={!chosen} />
      </form>
    </section>
  );
}
