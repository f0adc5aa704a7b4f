import { useSelector } from "@xstate/react";
import { Button } from "primereact/button";
import { Checkbox } from "primereact/checkbox";
import { Dialog } from "primereact/dialog";
import { InputTextarea } from "primereact/inputtextarea";
import { Message } from "primereact/message";
import { useEffect, useEffectEvent } from "react";
import { useTranslation } from "react-i18next";
import {
  type ConferenceOutput,
  conferenceFailureText,
  isItemChecked,
} from "../../machines/order-conference.machine.ts";
import type { AttendanceDetail } from "../../schemas/production.ts";
import { useOrderConference } from "./use-order-conference.ts";

export type ConferenceDialogProps = {
  readonly order: AttendanceDetail;
  /** False once the order moved elsewhere (someone else sent or returned it): the dialog closes unless busy. */
  readonly stillOpen: boolean;
  /** True from the moment the move is sent until it failed (the page stops reloading for its own move). */
  readonly onMoving: (moving: boolean) => void;
  readonly onHide: () => void;
  /** The order moved: the output names the list to go to. */
  readonly onDone: (output: ConferenceOutput) => void;
};

const sizesText = (item: AttendanceDetail["items"][number]) =>
  item.orders_items_sizes.map((line) => `${line.size.name} ${line.quantity}`).join(" · ");

/**
 * The order conference modal of spec 2.10 and 4: each item is ticked as checked; while any is unchecked the
 * return reason and `Devolver para {previous}` are enabled, with every item checked `Enviar para {next}` is.
 * The statechart (src/machines/order-conference.machine.ts) decides; this only shows its tags.
 */
export function ConferenceDialog({ order, stillOpen, onMoving, onHide, onDone }: ConferenceDialogProps) {
  const { t } = useTranslation(["production", "common"]);
  const conference = useOrderConference(order);
  const snapshot = useSelector(conference, (s) => s);
  const { context } = snapshot;
  const has = (tag: Parameters<typeof snapshot.hasTag>[0]) => snapshot.hasTag(tag);
  const busy = has("busy");
  const finish = useEffectEvent(onDone);
  const hide = useEffectEvent(onHide);
  const settled = busy || snapshot.status === "done";
  useEffect(() => {
    if (!stillOpen && !settled) hide();
  }, [stillOpen, settled]);
  const moving = useEffectEvent(onMoving);
  useEffect(() => {
    moving(settled);
  }, [settled]);

  useEffect(() => {
    const subscription = conference.subscribe((s) => {
      if (s.status === "done" && s.output) finish(s.output);
    });
    return () => subscription.unsubscribe();
  }, [conference]);

  const next = context.next ? t(context.next.nameKey) : "";
  const previous = context.previous ? t(context.previous.nameKey) : "";
  const failure = has("failed") && context.failure ? conferenceFailureText(context.failure, (key) => t(key)) : null;

  const footer = (
    <div className="production-conference__footer">
      <Button type="button" label={t("conference.cancel")} text onClick={onHide} disabled={busy} />
      {context.previous ? (
        <Button
          type="button"
          icon="pi pi-replay"
          label={t("conference.return", { step: previous })}
          severity="warning"
          outlined
          disabled={!has("can-return")}
          loading={has("returning")}
          onClick={() => conference.send({ type: "return" })}
        />
      ) : null}
      {context.next ? (
        <Button
          type="button"
          icon="pi pi-send"
          iconPos="right"
          label={t("conference.send", { step: next })}
          disabled={!has("can-send")}
          loading={has("sending")}
          onClick={() => conference.send({ type: "send" })}
        />
      ) : null}
    </div>
  );

  return (
    <Dialog
      visible
      modal
      header={t("conference.title", { number: order.number })}
      footer={footer}
      onHide={() => {
        if (!busy) onHide();
      }}
      className="production-dialog production-dialog--wide"
      closable={!busy}
    >
      <p className="production-conference__intro">{t("conference.intro")}</p>
      {order.items.length === 0 ? (
        <Message severity="warn" text={t("conference.no-items")} className="w-full" />
      ) : (
        <fieldset className="production-fieldset production-conference__items" disabled={!has("conferring")}>
          <legend>{t("conference.items-label")}</legend>
          <div className="production-conference__progress">
            <span aria-live="polite">
              {t("conference.progress", { checked: context.checked.length, total: context.itemIds.length })}
            </span>
            <Button
              type="button"
              label={t("conference.check-all")}
              icon="pi pi-check-square"
              text
              size="small"
              disabled={!has("conferring") || has("can-send")}
              onClick={() => conference.send({ type: "items.check-all" })}
            />
          </div>
          <ul className="production-conference__list">
            {order.items.map((item) => {
              const id = `conference-item-${item.id}`;
              const checked = isItemChecked(snapshot, item.id);
              return (
                <li
                  key={item.id}
                  className={checked ? "production-conference__item is-checked" : "production-conference__item"}
                >
                  <Checkbox
                    inputId={id}
                    checked={checked}
                    disabled={!has("conferring")}
                    onChange={() => conference.send({ type: "item.toggle", itemId: item.id })}
                  />
                  <label htmlFor={id}>
                    <span className="production-conference__description">{item.description}</span>
                    <span className="production-muted">
                      {t("assignments.pieces", { count: item.quantity })}
                      {item.stamp ? ` · ${item.stamp.description}` : ""}
                      {item.orders_items_sizes.length ? ` · ${sizesText(item)}` : ""}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      )}
      {context.previous ? (
        <div className="field production-conference__reason">
          <label htmlFor="conference-reason">{t("conference.reason")}</label>
          <InputTextarea
            id="conference-reason"
            value={context.reason}
            rows={2}
            autoResize
            maxLength={1000}
            disabled={!has("reason-enabled")}
            aria-describedby="conference-reason-hint"
            onChange={(event) => conference.send({ type: "reason.change", value: event.target.value })}
            className="w-full"
          />
          <small id="conference-reason-hint" className="production-muted">
            {t("conference.reason-hint")}
          </small>
        </div>
      ) : (
        <p className="production-muted">{t("conference.first-stage")}</p>
      )}
      {failure ? (
        <div className="production-conference__failure" role="alert">
          <Message severity="error" text={failure} className="w-full" />
          <div className="production-conference__failure-actions">
            <Button
              type="button"
              label={t("conference.dismiss")}
              text
              onClick={() => conference.send({ type: "dismiss" })}
            />
            <Button
              type="button"
              icon="pi pi-refresh"
              label={t("conference.retry")}
              outlined
              onClick={() => conference.send({ type: "retry" })}
            />
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
