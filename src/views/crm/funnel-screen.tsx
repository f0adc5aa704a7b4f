import { useActorRef, useSelector } from "@xstate/react";
import { Button } from "primereact/button";
import { Message } from "primereact/message";
import { MultiSelect } from "primereact/multiselect";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { fromPromise } from "xstate";
import {
  crmFunnelMachine,
  type FunnelFilters,
  type ImportInput,
  type MoveInput,
} from "../../machines/crm-funnel.machine.ts";
import { FUNNEL_CHANGED_EVENT, type FunnelAnswer, type FunnelCard } from "../../schemas/crm-funnel.ts";
import { importIntoStage, loadFunnel, moveCard } from "../../services/api/crm-funnel.ts";
import { FilterPanel } from "../components/filter-panel/filter-panel.tsx";
import { useSessionUser } from "../shared/session-context.tsx";
import { CRM_INTERACTION_CHANGED_EVENT } from "../../domain/realtime-channels.ts";
import { useNetworkEvent, useRealtimeResync } from "../shared/use-network-event.ts";
import type { CardMove } from "./funnel-card.tsx";
import { FunnelColumn } from "./funnel-column.tsx";
import { FunnelFilterFields } from "./funnel-filter-fields.tsx";
import { cleanFilters, readHiddenStages, storeHiddenStages, withDayFocus, withoutDayFocus } from "./funnel-filters.ts";
import { FunnelImportDialog } from "./funnel-import-dialog.tsx";
import { FUNNEL_INTERACTION_MODAL } from "./funnel-interaction-slot.ts";
import { FunnelLossDialog } from "./funnel-loss-dialog.tsx";
import "./funnel.css";

const machine = crmFunnelMachine.provide({
  actors: {
    "load funnel": fromPromise<FunnelAnswer, { filters: FunnelFilters }>(({ input, signal }) =>
      loadFunnel({ ...cleanFilters(input.filters), customers: "true", per_page: 100 }, signal),
    ),
    "move card": fromPromise<unknown, MoveInput>(({ input }) =>
      moveCard(input.move.toStageId, input.move.customerId, { loss_option_id: input.lossOptionId }),
    ),
    "import customers": fromPromise<unknown, ImportInput>(({ input }) =>
      importIntoStage(input.stageId, { customers_ids: [...input.customerIds], users: [...input.users] }),
    ),
  },
});

/**
 * /funil-de-vendas (spec 2.9 CRM 1): one column per stage with its count and sums; cards move by dragging, with
 * the arrow keys or the "Mover para…" menu; a loss stage asks the reason. Colleagues' changes arrive live.
 */
export function FunnelScreen() {
  const { t } = useTranslation(["crm", "app"]);
  const user = useSessionUser();
  const actor = useActorRef(machine, { input: {} });
  const state = useSelector(actor, (s) => s);
  const { funnel, filters, pending, importProblem, notice } = state.context;
  const [hidden, setHidden] = useState<ReadonlyArray<number>>(readHiddenStages);
  const [panel, setPanel] = useState(false);
  const [draft, setDraft] = useState<FunnelFilters>({});
  const [interactionFor, setInteractionFor] = useState<{ card: FunnelCard; stageId: number } | null>(null);

  useNetworkEvent("crm", FUNNEL_CHANGED_EVENT, () => actor.send({ type: "remote.changed" }));
  // A colleague's interaction changes a card's temperature, next contact, values and last interaction.
  useNetworkEvent("crm", CRM_INTERACTION_CHANGED_EVENT, () => actor.send({ type: "remote.changed" }));
  useRealtimeResync("crm", () => actor.send({ type: "remote.changed" }));

  if (state.matches("failed")) {
    return (
      <div className="funnel-page">
        <Message severity="error" text={t("funnel.load-error")} />
        <Button type="button" label={t("funnel.retry")} onClick={() => actor.send({ type: "retry" })} />
      </div>
    );
  }
  if (!funnel) return <p className="funnel-page">{t("funnel.loading")}</p>;

  const shown = funnel.data.filter((stage) => !hidden.includes(stage.id));
  const dayFocus = filters.called === "false" && filters.userId === user?.id && !!filters.initialNextContactDate;
  const busy = state.matches({ ready: "moving" }) || state.matches({ ready: "refreshing" });
  const onMove = ({ card, from, to }: CardMove) =>
    actor.send({
      type: "card.move",
      move: { customerId: card.customer_id, customerName: card.customer_name, fromStageId: from.id, toStageId: to.id },
    });
  const Interaction = FUNNEL_INTERACTION_MODAL;
  const pendingStage = funnel.data.find((stage) => stage.id === pending?.toStageId);

  return (
    <div className="funnel-page" aria-busy={busy}>
      <div className="funnel-toolbar">
        <MultiSelect
          aria-label={t("funnel.columns-label")}
          value={shown.map((stage) => stage.id)}
          options={funnel.data.map((stage) => ({ value: stage.id, label: stage.name }))}
          onChange={(e) => {
            const visible = e.value as number[];
            const next = funnel.data.filter((stage) => !visible.includes(stage.id)).map((stage) => stage.id);
            setHidden(next);
            storeHiddenStages(next);
          }}
          selectedItemsLabel={t("funnel.columns-button")}
          maxSelectedLabels={0}
          placeholder={t("funnel.columns-button")}
          className="funnel-toolbar__columns"
        />
        <Button
          type="button"
          icon="pi pi-bullseye"
          outlined={!dayFocus}
          aria-pressed={dayFocus}
          label={t("funnel.day-focus")}
          onClick={() =>
            actor.send({
              type: "filters.apply",
              filters: !dayFocus && user ? withDayFocus(filters, user.id, new Date()) : withoutDayFocus(filters),
            })
          }
        />
        <Button
          type="button"
          outlined
          icon="pi pi-filter"
          label={t("funnel.filters-button")}
          onClick={() => {
            setDraft(filters);
            setPanel(true);
          }}
        />
        <Button
          type="button"
          icon="pi pi-upload"
          label={t("funnel.import-button")}
          onClick={() => actor.send({ type: "import.open" })}
        />
      </div>
      <div role="status" className="funnel-notice">
        {notice?.kind === "moved" ? (
          <Message
            severity="success"
            text={t("funnel.moved", {
              name: notice.move.customerName,
              stage: funnel.data.find((s) => s.id === notice.move.toStageId)?.name ?? "",
            })}
          />
        ) : null}
        {notice?.kind === "imported" ? (
          <Message severity="success" text={t("funnel.import.done", { count: notice.count })} />
        ) : null}
        {notice?.kind === "move-failed" ? <Message severity="error" text={t("funnel.move-error")} /> : null}
      </div>
      <div className="funnel-board">
        {shown.map((stage) => (
          <FunnelColumn
            key={stage.id}
            stage={stage}
            stages={shown}
            onMove={onMove}
            onNewInteraction={Interaction ? (card) => setInteractionFor({ card, stageId: stage.id }) : undefined}
          />
        ))}
      </div>
      <FilterPanel
        visible={panel}
        onHide={() => setPanel(false)}
        onApply={() => actor.send({ type: "filters.apply", filters: draft })}
        onClear={() => setDraft({})}
      >
        <FunnelFilterFields value={draft} onChange={setDraft} sellers={funnel.sellers} />
      </FilterPanel>
      {state.matches({ ready: "askingLossReason" }) && pending && pendingStage ? (
        <FunnelLossDialog
          customerName={pending.customerName}
          options={funnel.loss_options}
          onConfirm={(lossOptionId) => actor.send({ type: "loss.confirm", lossOptionId })}
          onCancel={() => actor.send({ type: "loss.cancel" })}
        />
      ) : null}
      {state.matches({ ready: "importing" }) ? (
        <FunnelImportDialog
          stages={funnel.data}
          sellers={funnel.sellers}
          problem={importProblem}
          sending={state.matches({ ready: { importing: "sending" } })}
          onSubmit={(request) => actor.send({ type: "import.submit", request })}
          onClose={() => actor.send({ type: "import.close" })}
        />
      ) : null}
      {Interaction && interactionFor ? (
        <Interaction
          customerId={interactionFor.card.customer_id}
          customerName={interactionFor.card.customer_name}
          stageId={interactionFor.stageId}
          onClose={() => setInteractionFor(null)}
          onSaved={() => {
            setInteractionFor(null);
            actor.send({ type: "remote.changed" });
          }}
        />
      ) : null}
    </div>
  );
}
