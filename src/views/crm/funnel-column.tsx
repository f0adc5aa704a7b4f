import { type DragEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import type { FunnelCard as Card, FunnelStage } from "../../schemas/crm-funnel.ts";
import { moneyOfText } from "../../services/format.ts";
import { CARD_DRAG_TYPE, type CardMove, FunnelCardView } from "./funnel-card.tsx";

type Props = {
  readonly stage: FunnelStage;
  readonly stages: ReadonlyArray<FunnelStage>;
  readonly onMove: (move: CardMove) => void;
  readonly onNewInteraction?: ((card: Card) => void) | undefined;
};

/** One stage: its name, tag, count and sums, and its cards; a card dropped here moves to this stage. */
export function FunnelColumn({ stage, stages, onMove, onNewInteraction }: Props) {
  const { t } = useTranslation("crm");
  const [over, setOver] = useState(false);

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setOver(false);
    const raw = event.dataTransfer.getData(CARD_DRAG_TYPE);
    if (!raw) return;
    const { customerId, stageId } = JSON.parse(raw) as { customerId: number; stageId: number };
    const from = stages.find((s) => s.id === stageId);
    const card = from?.customers.find((c) => c.customer_id === customerId);
    if (from && card && from.id !== stage.id) onMove({ card, from, to: stage });
  };

  return (
    <section
      className={`funnel-column funnel-column--${stage.tag}${over ? " funnel-column--over" : ""}`}
      aria-labelledby={`funnel-stage-${stage.id}`}
      data-stage-id={stage.id}
      onDragOver={(event) => {
        if (event.dataTransfer.types.includes(CARD_DRAG_TYPE)) {
          event.preventDefault();
          setOver(true);
        }
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <header className="funnel-column__head">
        <h2 id={`funnel-stage-${stage.id}`}>{stage.name}</h2>
        <span className="funnel-column__tag">{t(`funnel.tags.${stage.tag}`)}</span>
        <p className="funnel-column__totals">
          <span>{t("funnel.count", { count: stage.customers_count })}</span>
          <span>
            {t("funnel.seasonal")}: {moneyOfText(stage.seasonal_total)}
          </span>
          <span>
            {t("funnel.monthly")}: {moneyOfText(stage.monthly_total)}
          </span>
        </p>
      </header>
      <div className="funnel-column__cards">
        {stage.customers.length === 0 ? <p className="funnel-column__empty">{t("funnel.empty-stage")}</p> : null}
        {stage.customers.map((card) => (
          <FunnelCardView
            key={card.customer_id}
            card={card}
            stage={stage}
            stages={stages}
            onMove={onMove}
            onNewInteraction={onNewInteraction}
          />
        ))}
      </div>
    </section>
  );
}
