import { Button } from "primereact/button";
import { Sidebar } from "primereact/sidebar";
import { escapeCloses } from "../dialog/escape-closes.ts";
import { focusFirstField } from "../dialog/first-field-focus.ts";
import { useReturnFocus } from "../dialog/return-focus.ts";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";

export type FilterPanelProps = {
  readonly visible: boolean;
  readonly onHide: () => void;
  /** 'Aplicar': the panel then asks to be hidden. */
  readonly onApply: () => void;
  /** 'Limpar filtros'. */
  readonly onClear: () => void;
  /** The filter fields. */
  readonly children: ReactNode;
};

/** The side panel 'Filtros' of the lists (spec 2.10). */
export function FilterPanel({ visible, onHide, onApply, onClear, children }: FilterPanelProps) {
  const { t } = useTranslation("form");
  const titleId = useId();
  useReturnFocus(visible);
  return (
    <Sidebar
      visible={visible}
      position="right"
      onHide={onHide}
      closeOnEscape={false}
      pt={{ root: { onKeyDown: escapeCloses(onHide) } }}
      header={<h2 id={titleId}>{t("filter-panel.title")}</h2>}
      aria-labelledby={titleId}
    >
      <form
        // The first filter takes the focus, not the close button; closing gives it back to 'Filtros'.
        ref={focusFirstField}
        className="flex flex-column gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          onApply();
          onHide();
        }}
      >
        {children}
        <div className="flex justify-content-end gap-2">
          <Button type="button" label={t("filter-panel.clear")} outlined onClick={onClear} />
          <Button type="submit" label={t("filter-panel.apply")} />
        </div>
      </form>
    </Sidebar>
  );
}
