import { useSelector } from "@xstate/react";
import { Button } from "primereact/button";
import { Message } from "primereact/message";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { AttendanceDetail, Seamstress } from "../../schemas/production.ts";
import { assignSeamstresses, listSeamstresses } from "../../services/api/production.ts";
import { digitsOnly } from "./item-draft.ts";
import { SEAMSTRESSES_STATUS } from "./production-paths.ts";
import { failureText, fieldMessage } from "../components/form/api-failure.ts";
import { useProductionResource } from "./use-production-resource.ts";
import { useSaveRequest as useProductionSave } from "../shared/use-save-request.ts";

export type SeamstressAssignmentsTabProps = {
  readonly order: AttendanceDetail;
  readonly onChanged: (order: AttendanceDetail) => void;
};

type Quantities = Readonly<Record<number, string>>;

const quantitiesOf = (order: AttendanceDetail): Quantities =>
  Object.fromEntries(order.seamstresses.map((assignment) => [assignment.seamstress_id, String(assignment.quantity)]));

/** The assignments to send: seamstresses with a quantity above zero. */
export function assignmentsOf(quantities: Quantities) {
  return Object.entries(quantities).flatMap(([id, text]) => {
    const quantity = Number(text);
    return Number.isInteger(quantity) && quantity > 0 ? [{ seamstress_id: Number(id), quantity }] : [];
  });
}

/** The costureiras tab of /confeccao/:id: the order's pieces distributed among the active seamstresses. */
export function SeamstressAssignmentsTab({ order, onChanged }: SeamstressAssignmentsTabProps) {
  const { t } = useTranslation(["production", "common"]);
  const sewing = order.status_id === SEAMSTRESSES_STATUS;
  return (
    <section className="production-tab" aria-labelledby="order-seamstresses-title">
      <h2 id="order-seamstresses-title" className="production-section-title">
        {t("assignments.title")}
      </h2>
      {sewing ? (
        <AssignmentForm key={order.id} order={order} onChanged={onChanged} />
      ) : (
        <>
          <Message severity="info" text={t("assignments.not-sewing")} className="production-notice" />
          <CurrentAssignments order={order} />
        </>
      )}
    </section>
  );
}

function CurrentAssignments({ order }: { readonly order: AttendanceDetail }) {
  const { t } = useTranslation("production");
  if (order.seamstresses.length === 0) return <p className="production-empty">{t("assignments.nobody")}</p>;
  return (
    <>
      <h3 className="production-item__subtitle">{t("assignments.current")}</h3>
      <ul className="production-assignments">
        {order.seamstresses.map((assignment) => (
          <li key={assignment.id}>
            <span>{assignment.name}</span>
            <strong>{t("assignments.pieces", { count: assignment.quantity })}</strong>
          </li>
        ))}
      </ul>
    </>
  );
}

function AssignmentForm({ order, onChanged }: SeamstressAssignmentsTabProps) {
  const { t } = useTranslation(["production", "common"]);
  const [quantities, setQuantities] = useState<Quantities>(() => quantitiesOf(order));
  const seamstresses = useProductionResource((signal) =>
    listSeamstresses({ active: "true", per_page: 500, sort_field: "name", sort_direction: "asc" }, signal),
  );
  const loading = useSelector(seamstresses, (s) => s.hasTag("loading"));
  const active = useSelector(seamstresses, (s) => s.context.data?.data ?? []);
  const save = useProductionSave(
    (quantitiesToSend: Quantities) => assignSeamstresses(order.id, { assignments: assignmentsOf(quantitiesToSend) }),
    onChanged,
  );
  const saving = useSelector(save, (s) => s.hasTag("busy"));
  const failure = useSelector(save, (s) => (s.hasTag("failed") ? s.context.failure : null));

  // Assigned seamstresses who were deactivated meanwhile still show, so their pieces can be moved.
  const listed: ReadonlyArray<Pick<Seamstress, "id" | "name" | "pieces_in_progress">> = [
    ...active,
    ...order.seamstresses
      .filter((assignment) => !active.some((s) => s.id === assignment.seamstress_id))
      .map((assignment) => ({ id: assignment.seamstress_id, name: assignment.name, pieces_in_progress: 0 })),
  ];
  const assigned = assignmentsOf(quantities).reduce((sum, line) => sum + line.quantity, 0);
  const over = assigned > order.pieces;

  return (
    <form
      className="production-assignment-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!over) save.send({ type: "submit", request: quantities });
      }}
    >
      <p>{t("assignments.intro", { pieces: order.pieces })}</p>
      {!loading && listed.length === 0 ? <Message severity="warn" text={t("assignments.none")} /> : null}
      <ul className="production-assignment-list">
        {listed.map((seamstress) => {
          const id = `assignment-${seamstress.id}`;
          return (
            <li key={seamstress.id}>
              <label htmlFor={id} className="production-assignment-list__name">
                {seamstress.name}
              </label>
              <span className="production-muted">
                {seamstress.pieces_in_progress > 0
                  ? t("assignments.in-progress", { count: seamstress.pieces_in_progress })
                  : ""}
              </span>
              <input
                id={id}
                aria-label={t("assignments.quantity-for", { name: seamstress.name })}
                className="p-inputtext p-component"
                inputMode="numeric"
                value={quantities[seamstress.id] ?? ""}
                onChange={(event) => setQuantities({ ...quantities, [seamstress.id]: digitsOnly(event.target.value) })}
              />
            </li>
          );
        })}
      </ul>
      <p className={over ? "p-error" : "production-muted"} aria-live="polite">
        {t("assignments.assigned", { assigned, pieces: order.pieces })}
        {over ? ` ${t("assignments.over")}` : ""}
      </p>
      {failure ? (
        <Message
          severity="error"
          role="alert"
          className="production-notice"
          text={fieldMessage(failure, "assignments") ?? failureText(t, failure, "production:assignments.failed")}
        />
      ) : null}
      <Button
        type="submit"
        icon="pi pi-save"
        label={t("assignments.save")}
        loading={saving}
        disabled={over || saving}
      />
    </form>
  );
}
