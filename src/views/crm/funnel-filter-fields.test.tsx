import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import esCrm from "../../../locales/es-EC/crm.json";
import esForm from "../../../locales/es-EC/form.json";
import ptCrm from "../../../locales/pt-BR/crm.json";
import ptForm from "../../../locales/pt-BR/form.json";
import type { FunnelFilters } from "../../machines/crm-funnel.machine.ts";
import { renderWithNamespaces } from "../components/render-with-namespaces.tsx";
import { FunnelFilterFields } from "./funnel-filter-fields.tsx";

function Harness({ onChange }: { onChange: (value: FunnelFilters) => void }) {
  const [value, setValue] = useState<FunnelFilters>({ initialNextContactDate: "2026-10-24" });
  return (
    <FunnelFilterFields
      value={value}
      sellers={[]}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe("FunnelFilterFields", () => {
  afterEach(cleanup);

  it("shows and takes the next-contact dates as DD/MM/YYYY, whatever the browser's language", async () => {
    const onChange = vi.fn();
    renderWithNamespaces(
      <Harness onChange={onChange} />,
      { "pt-BR": { crm: ptCrm, form: ptForm }, "es-EC": { crm: esCrm, form: esForm } },
      "es-EC",
    );
    const from = screen.getByLabelText<HTMLInputElement>("Próximo contacto desde");
    expect(from.value).toBe("24/10/2026");
    await userEvent.setup().type(screen.getByLabelText("Próximo contacto hasta"), "24112026");
    expect(screen.getByLabelText<HTMLInputElement>("Próximo contacto hasta").value).toBe("24/11/2026");
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ finalNextContactDate: "2026-11-24" }));
  });
});
