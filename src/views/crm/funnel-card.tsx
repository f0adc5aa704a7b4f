import { Button } from "primereact/button";
import { Menu } from "primereact/menu";
import type { MenuItem } from "primereact/menuitem";
import { type DragEvent, type KeyboardEvent, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { FunnelCard as Card, FunnelStage } from "../../schemas/crm-funnel.ts";
import { moneyOfText } from "../../services/format.ts";
import { contactTime } from "./interaction-contacts-columns.tsx";

export type CardMove = { readonly card: Card; readonly from: FunnelStage; readonly to: FunnelStage };

type Props = {
  readonly card: Card;
  readonly stage: FunnelStage;
  /** The stages shown, in order: the arrow keys and the "Mover para…" menu move among them. */
  readonly stages: ReadonlyArray<FunnelStage>;
  readonly onMove: (move: CardMove) => void;
  /** Present once the interaction modal is plugged in (funnel-interaction-slot.ts). */
  readonly onNewInteraction?: ((card: Card) => void) | undefined;
};

export const CARD_DRAG_TYPE = "application/x-rede-funnel-card";

/** A customer's card: temperature, next contact, seasonal and monthly values and the last interaction. */
export function FunnelCardView({ card, stage, stages, onMove, onNewInteraction }: Props) {
  const { t } = useTranslation("crm");
  const menu = useRef<Menu>(null);
  const index = stages.findIndex((s) => s.id === stage.id);

  const moveBy = (step: number) => {
    const to = stages[index + step];
    if (to) onMove({ card, from: stage, to });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === "ArrowRight") {
      event.preventDefault();
      moveBy(1);
    } else if (event.key === "ArrowLeft") {
      event.preventDefault();
      moveBy(-1);
    }
  };
  const onDragStart = (event: DragEvent<HTMLElement>) => {
    event.dataTransfer.setData(CARD_DRAG_TYPE, JSON.stringify({ customerId: card.customer_id, stageId: stage.id }));
    event.dataTransfer.effectAllowed = "move";
  };
  const items: MenuItem[] = stages
    .filter((s) => s.id !== stage.id)
    .map((s) => ({ label: s.name, command: () => onMove({ card, from: stage, to: s }) }));
  const interaction = card.last_interaction;

  return (
    <article
      className="funnel-card"
      draggable
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the card is focused to move it with the arrow keys.
      tabIndex={0}
      aria-label={t("funnel.card-label", { name: card.customer_name, stage: stage.name })}
      data-customer-id={card.customer_id}
      onDragStart={onDragStart}
      onKeyDown={onKeyDown}
    >
      <header className="funnel-card__head">
        <strong className="funnel-card__name">{card.customer_name}</strong>
        <span className="funnel-card__temperature" title={t("funnel.temperature")}>
          <i className="pi pi-sun" aria-hidden="true" /> {card.customer_temperature}
          <span className="p-hidden-accessible"> {t("funnel.temperature")}</span>
        </span>
      </header>
      <dl className="funnel-card__facts">
        <dt>{t("funnel.next-contact")}</dt>
        <dd>{card.next_contact_at ? contactTime(card.next_contact_at) : t("funnel.no-next-contact")}</dd>
        <dt>{t("funnel.seasonal")}</dt>
        <dd>{card.seasonal_value === null ? "—" : moneyOfText(card.seasonal_value)}</dd>
        <dt>{t("funnel.monthly")}</dt>
        <dd>{card.monthly_value === null ? "—" : moneyOfText(card.monthly_value)}</dd>
        {card.user_name ? (
          <>
            <dt>{t("funnel.seller")}</dt>
            <dd>{card.user_name}</dd>
          </>
        ) : null}
      </dl>
      {card.loss_option_name ? (
        <p className="funnel-card__loss">{t("funnel.lost-because", { reason: card.loss_option_name })}</p>
      ) : null}
      <p className="funnel-card__interaction">
        <span className="funnel-card__label">{t("funnel.last-interaction")}: </span>
        {interaction
          ? `${contactTime(interaction.created_at)} · ${interaction.notes ?? ""}`
          : t("funnel.no-interaction")}
      </p>
      <footer className="funnel-card__actions">
        <Menu model={items} popup ref={menu} aria-label={t("funnel.move-menu-label", { name: card.customer_name })} />
        <Button
          type="button"
          text
          size="small"
          icon="pi pi-arrow-right-arrow-left"
          label={t("funnel.move-to")}
          onClick={(event) => menu.current?.toggle(event)}
          aria-haspopup="menu"
        />
        {onNewInteraction ? (
          <Button
            type="button"
            text
            size="small"
            icon="pi pi-comments"
            label={t("funnel.new-interaction")}
            onClick={() => onNewInteraction(card)}
          />
        ) : null}
      </footer>
    </article>
  );
}
