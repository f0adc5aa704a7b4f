import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { renderWithNamespaces } from "../components/render-with-namespaces.tsx";
import { afterEach, describe, expect, it, vi } from "vitest";
import esAudit from "../../../locales/es-EC/audit.json";
import esFinance from "../../../locales/es-EC/finance.json";
import esUsers from "../../../locales/es-EC/users.json";
import ptAudit from "../../../locales/pt-BR/audit.json";
import ptFinance from "../../../locales/pt-BR/finance.json";
import ptUsers from "../../../locales/pt-BR/users.json";
import type { UserLogRow } from "../../schemas/audit.ts";
import { UserLogDetail } from "./user-log-detail.tsx";

const renderIn = (ui: ReactElement, locale: "pt-BR" | "es-EC" = "pt-BR") =>
  renderWithNamespaces(
    ui,
    {
      "pt-BR": { audit: ptAudit, users: ptUsers, finance: ptFinance },
      "es-EC": { audit: esAudit, users: esUsers, finance: esFinance },
    },
    locale,
  );

const row = (change: Partial<UserLogRow>): UserLogRow => ({
  id: 1,
  created_at: "2026-03-10T15:07:00Z",
  user_id: 1,
  user: "Mariana Albuquerque",
  company_id: null,
  company: null,
  module: "USR",
  entity: "users",
  entity_id: "7",
  action: "updated",
  ip: "127.0.0.1",
  details: {},
  record: "Ana Maria",
  names: {},
  ...change,
});

afterEach(cleanup);

describe("UserLogDetail", () => {
  it("shows one line per changed field, the old value struck and the new one, in words", () => {
    renderIn(
      <UserLogDetail
        row={row({
          details: {
            before: { name: "Ana", active: true, email: "" },
            after: { name: "Ana Maria", active: false, email: "ana@x.com" },
          },
        })}
        onHide={() => {}}
      />,
    );
    const dialog = screen.getByRole("dialog", { name: "Alterações do registro" });
    expect(dialog.textContent).toContain("Alteração · Ana Maria");
    const name = screen.getByRole("row", { name: /^Nome/ });
    expect(name.querySelector("del")?.textContent).toBe("Ana");
    expect(name.querySelector("ins")?.textContent).toBe("Ana Maria");
    const active = screen.getByRole("row", { name: /^Ativo/ });
    expect([active.querySelector("del")?.textContent, active.querySelector("ins")?.textContent]).toEqual([
      "Sim",
      "Não",
    ]);
    expect(screen.getByRole("row", { name: /^E-mail/ }).querySelector("del")?.textContent).toBe("—");
  });

  it("reads raw fields and values in words: labels, money, percentages, unit names, kinds, a gone record", () => {
    renderIn(
      <UserLogDetail
        row={row({
          entity: "payment_methods",
          entity_id: "1",
          record: null,
          names: { companies: { "4": "Loja Sul" } },
          details: {
            before: { fee_percentage: 1, gives_change: false, kind: "money", company_ids: [], days_to_receive: 0 },
            after: { fee_percentage: 1.5, gives_change: true, kind: "pix", company_ids: [4], days_to_receive: 2 },
          },
        })}
        onHide={() => {}}
      />,
    );
    const dialog = screen.getByRole("dialog");
    expect(dialog.textContent).toContain("Alteração · Forma de pagamento 1");
    const line = (name: RegExp) => {
      const r = screen.getByRole("row", { name });
      return [r.querySelector("del")?.textContent, r.querySelector("ins")?.textContent];
    };
    expect(line(/^Taxa da operadora/)).toEqual(["1,00 %", "1,50 %"]);
    expect(line(/^Dá troco/)).toEqual(["Não", "Sim"]);
    expect(line(/^Tipo/)).toEqual(["Dinheiro", "PIX"]);
    expect(line(/^Unidades/)).toEqual(["—", "Loja Sul"]);
    expect(line(/^Dias para receber/)).toEqual(["0", "2"]);
  });

  it("reads the users' permission changes per code: 'Grupos de clientes (CUS 2): Não → Sim'", () => {
    renderIn(
      <UserLogDetail
        row={row({ action: "permissions.updated", details: { before: { "CUS 2": 0 }, after: { "CUS 2": 2 } } })}
        onHide={() => {}}
      />,
    );
    expect(screen.getByRole("region", { name: "Permissões concedidas" }).textContent).toContain(
      "Grupos de clientes (CUS 2): Não → Sim",
    );
  });

  it("names the permissions switched on and off as spec 2.9 does, in Spanish too; Fechar and Esc close", async () => {
    const onHide = vi.fn();
    const permissions = (pairs: Array<[string, number, number]>) =>
      pairs.map(([slug, code, value]) => ({ slug, subPermissions: [{ code, value }] }));
    renderIn(
      <UserLogDetail
        row={row({
          action: "permissions.updated",
          details: {
            before: permissions([
              ["RPT", 2, 2],
              ["FIN", 4, 0],
            ]),
            after: permissions([
              ["RPT", 2, 0],
              ["FIN", 4, 2],
            ]),
          },
        })}
        onHide={onHide}
      />,
      "es-EC",
    );
    expect(screen.getByRole("dialog").textContent).toContain("Cambio de permisos · Ana Maria");
    expect(screen.getByRole("region", { name: "Permisos concedidos" }).textContent).toContain(
      "Movimientos de caja (FIN 4): No → Sí",
    );
    expect(screen.getByRole("region", { name: "Permisos retirados" }).textContent).toContain(
      "Ventas por forma de pago (RPT 2): Sí → No",
    );
    await userEvent.click(screen.getByRole("button", { name: "Cerrar" }));
    expect(onHide).toHaveBeenCalled();
    await userEvent.keyboard("{Escape}");
    expect(onHide).toHaveBeenCalledTimes(2);
  });

  it("says so when a row recorded no change", () => {
    renderIn(<UserLogDetail row={row({ action: "login", details: {} })} onHide={() => {}} />);
    expect(screen.getByText("Nenhuma alteração registrada.")).toBeTruthy();
  });
});
