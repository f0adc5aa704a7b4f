import { act, cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stageBySlug } from "../../domain/production.ts";
import { listAttendances } from "../../services/api/production.ts";
import { listItem } from "./production-fixtures.ts";
import { renderProduction } from "./render-production.tsx";
import { StageListScreen } from "./stage-list-screen.tsx";

const channel = vi.hoisted(() => {
  const listeners = new Set<{ event: string; handler: (data: unknown) => void }>();
  return {
    listeners,
    emit(event: string, data: unknown) {
      for (const listener of [...listeners]) if (listener.event === event) listener.handler(data);
    },
  };
});

vi.mock("../../services/api/production.ts", () => ({ listAttendances: vi.fn() }));
vi.mock("../shared/session-context.tsx", () => ({
  useSessionUser: () => ({ id: 5, name: "Camila", permissions: [], multiStoreId: 1, hasOnlinePos: false }),
}));
vi.mock("../../services/realtime.ts", () => ({
  realtime: {
    subscribe: (_network: number, module: string, event: string, handler: (data: unknown) => void) => {
      // The production screens listen on the network's production channel only.
      if (module !== "production") throw new Error(`unexpected module ${module}`);
      const listener = { event, handler };
      channel.listeners.add(listener);
      return () => channel.listeners.delete(listener);
    },
    onResync: () => () => {},
    status: () => "connected",
    onStatus: () => () => {},
    disconnect: () => {},
  },
}));
vi.setConfig({ testTimeout: 20_000 });

const cortes = stageBySlug("cortes");
if (!cortes) throw new Error("no Cortes stage");

beforeEach(() => {
  localStorage.clear();
  vi.mocked(listAttendances).mockResolvedValue({ data: [listItem], meta: { page: 1, per_page: 20, total: 1 } });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const moved = (from: number, to: number) => ({ id: 40, number: 140, company_id: 1, from, to });

describe("StageListScreen (/cortes)", () => {
  it("lists the stage's orders, each linked to its page, late ones marked in words", async () => {
    renderProduction(<StageListScreen stage={cortes} />, "/cortes");
    expect(await screen.findByRole("link", { name: "Abrir atendimento nº 112" })).toBeTruthy();
    expect(listAttendances).toHaveBeenCalledWith({ page: 1, per_page: 20, stage: "cortes" }, expect.any(AbortSignal));
    expect(screen.getByRole("link", { name: "Escola Estadual Ao Vivo" }).getAttribute("href")).toBe("/cortes/112");
    expect(screen.getByText("10/05/2026")).toBeTruthy();
    expect(screen.getByText("Atrasado há 3 dias")).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByText("Atualização ao vivo").closest("[data-live]")?.getAttribute("data-live")).toBe(
        "connected",
      ),
    );
  });

  it("reloads when an order arrives, leaves or changes here, and only then", async () => {
    renderProduction(<StageListScreen stage={cortes} />, "/cortes");
    await screen.findByRole("link", { name: "Abrir atendimento nº 112" });
    expect(listAttendances).toHaveBeenCalledTimes(1);

    act(() => channel.emit("production.order-moved", moved(2, 3)));
    await waitFor(() => expect(listAttendances).toHaveBeenCalledTimes(2));
    act(() => channel.emit("production.order-moved", moved(3, 4)));
    await waitFor(() => expect(listAttendances).toHaveBeenCalledTimes(3));
    act(() =>
      channel.emit("production.order-updated", { id: 12, number: 112, company_id: 1, status_id: 3, change: "items" }),
    );
    await waitFor(() => expect(listAttendances).toHaveBeenCalledTimes(4));

    act(() => channel.emit("production.order-moved", moved(5, 6)));
    act(() => channel.emit("production.order-moved", { id: "not an event" }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(listAttendances).toHaveBeenCalledTimes(4);
    expect(await screen.findByRole("link", { name: "Abrir atendimento nº 112" })).toBeTruthy();
  });

  it("keeps the URL's query on a live reload", async () => {
    renderProduction(
      <StageListScreen stage={cortes} />,
      "/cortes?filter=Escola&sortField=delivery_date&sortDirection=desc",
    );
    await screen.findByRole("link", { name: "Abrir atendimento nº 112" });
    act(() => channel.emit("production.order-moved", moved(2, 3)));
    await waitFor(() => expect(listAttendances).toHaveBeenCalledTimes(2));
    expect(vi.mocked(listAttendances).mock.calls[1]?.[0]).toEqual({
      page: 1,
      per_page: 20,
      sort_field: "delivery_date",
      sort_direction: "desc",
      filter: "Escola",
      stage: "cortes",
    });
  });
});
