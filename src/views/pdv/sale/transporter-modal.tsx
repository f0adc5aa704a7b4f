import { useSelector } from "@xstate/react";
import { Button } from "primereact/button";
import { InputText } from "primereact/inputtext";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import type { SaleRef } from "../../../machines/sale.machine.ts";
import type { Transporter } from "../../../schemas/pdv-people.ts";
import { PickList, personRow, Shell, usePickList } from "./sale-dialog.tsx";

/** The transporter search, or a new one: the sale machine creates it, sets it on the sale and closes this. */
export function TransporterModal({ sale, onHide }: { sale: SaleRef; onHide: () => void }) {
  const { t } = useTranslation("pdv");
  const [creating, setCreating] = useState(false);
  const [form, setForm] = useState({ name: "", doc_id_1: "", uf: "", license_plate: "" });
  const saving = useSelector(sale, (s) => s.hasTag("creating-transporter"));
  const { text, rows, loading, search } = usePickList(sale, "transporter");
  const pick = (transporter: Transporter) => {
    sale.send({ type: "transporter.set", transporter: { id: transporter.id, name: transporter.name } });
    onHide();
  };
  const create = (event: FormEvent) => {
    event.preventDefault();
    if (form.name.trim() === "" || saving) return;
    sale.send({ type: "transporter.create", transporter: { ...form, name: form.name.trim() } });
  };
  return (
    <Shell header={t("screen.modal.transporter")} onHide={onHide}>
      {creating ? (
        <form onSubmit={create} className="flex flex-column gap-2">
          {(["name", "doc_id_1", "uf", "license_plate"] as const).map((field) => (
            <div key={field} className="flex flex-column gap-1">
              <label htmlFor={`transporter-${field}`} className="font-semibold">
                {t(`screen.transporter-fields.${field}`)}
              </label>
              <InputText
                id={`transporter-${field}`}
                value={form[field]}
                autoFocus={field === "name"}
                aria-required={field === "name"}
                maxLength={field === "uf" ? 2 : field === "name" ? 120 : 18}
                onChange={(e) => setForm({ ...form, [field]: e.target.value })}
              />
            </div>
          ))}
          <div className="flex justify-content-end gap-2">
            <Button type="button" text label={t("screen.cancel")} onClick={() => setCreating(false)} />
            <Button type="submit" label={t("screen.save")} loading={saving} disabled={form.name.trim() === ""} />
          </div>
        </form>
      ) : (
        <>
          <PickList
            id="transporter-search-q"
            label={t("screen.search-transporter")}
            placeholder={t("screen.transporter-search-placeholder")}
            text={text}
            onSearch={search}
            rows={rows}
            loading={loading}
            onPick={pick}
            renderRow={personRow}
          />
          <Button
            type="button"
            className="mt-2"
            outlined
            icon="pi pi-plus"
            label={t("screen.create-transporter")}
            onClick={() => setCreating(true)}
          />
        </>
      )}
    </Shell>
  );
}
