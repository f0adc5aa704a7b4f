import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { Dropdown } from "primereact/dropdown";
import { MultiSelect } from "primereact/multiselect";
import { Message } from "primereact/message";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useReturnFocus } from "../components/dialog/return-focus.ts";
import type { ImportProblem, ImportRequest } from "../../machines/crm-funnel.machine.ts";
import type { FunnelStage } from "../../schemas/crm-funnel.ts";
import { funnelCandidates } from "../../services/api/crm-funnel.ts";
import { useResource, useResourceData } from "../components/resource/use-resource.ts";

type Props = {
  readonly stages: ReadonlyArray<FunnelStage>;
  readonly sellers: ReadonlyArray<{ id: number; name: string }>;
  readonly problem: ImportProblem | null;
  readonly sending: boolean;
  readonly onSubmit: (request: ImportRequest) => void;
  readonly onClose: () => void;
};

/** Bulk import of customers into a stage, for the chosen sellers (spec 7, 8). */
export function FunnelImportDialog({ stages, sellers, problem, sending, onSubmit, onClose }: Props) {
  const { t } = useTranslation("crm");
  useReturnFocus(true);
  const [stageId, setStageId] = useState<number | null>(null);
  const [customerIds, setCustomerIds] = useState<number[]>([]);
  const [users, setUsers] = useState<number[]>([]);
  const [search, setSearch] = useState("");
  const candidates = useResourceData(useResource((signal) => funnelCandidates(search, signal), search));
  const [known, setKnown] = useState<ReadonlyArray<{ id: number; name: string }>>([]);
  const loaded = candidates.data?.data ?? [];
  const options = [...known.filter((k) => customerIds.includes(k.id) && !loaded.some((l) => l.id === k.id)), ...loaded];

  return (
    <Dialog
      visible
      modal
      header={t("funnel.import.title")}
      onHide={onClose}
      style={{ width: "min(34rem, 95vw)" }}
      footer={
        <div className="flex justify-content-end gap-2">
          <Button type="button" outlined label={t("funnel.import.cancel")} onClick={onClose} />
          <Button
            type="button"
            label={t("funnel.import.submit")}
            loading={sending}
            onClick={() => onSubmit({ stageId, customerIds, users })}
          />
        </div>
      }
    >
      <div className="flex flex-column gap-3">
        {problem ? <Message severity="error" text={t(`funnel.import.${problem}`)} role="alert" /> : null}
        <div className="flex flex-column gap-1">
          <label htmlFor="funnel-import-stage">{t("funnel.import.stage")}</label>
          <Dropdown
            inputId="funnel-import-stage"
            value={stageId}
            options={stages.filter((s) => s.tag !== "negative_ending").map((s) => ({ value: s.id, label: s.name }))}
            onChange={(e) => setStageId(e.value)}
          />
        </div>
        <div className="flex flex-column gap-1">
          <label htmlFor="funnel-import-customers">{t("funnel.import.customers")}</label>
          <MultiSelect
            inputId="funnel-import-customers"
            value={customerIds}
            options={options.map((c) => ({ value: c.id, label: c.name }))}
            placeholder={t("funnel.import.customers-placeholder")}
            filter
            onFilter={(e) => setSearch(e.filter)}
            display="chip"
            onChange={(e) => {
              setCustomerIds(e.value);
              setKnown((before) => [...before, ...loaded.filter((l) => (e.value as number[]).includes(l.id))]);
            }}
          />
        </div>
        <div className="flex flex-column gap-1">
          <label htmlFor="funnel-import-sellers">{t("funnel.import.sellers")}</label>
          <MultiSelect
            inputId="funnel-import-sellers"
            value={users}
            options={sellers.map((s) => ({ value: s.id, label: s.name }))}
            placeholder={t("funnel.import.sellers-placeholder")}
            filter
            display="chip"
            onChange={(e) => setUsers(e.value)}
          />
        </div>
      </div>
    </Dialog>
  );
}
