import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DayFocus } from "../../schemas/crm.ts";
import { apiError } from "../../schemas/api-error.ts";
import { loadDayFocus, markDayFocusSeen } from "../../services/api/crm.ts";
import { NotificationBell } from "./notification-bell.tsx";
import { renderWithAccountI18n } from "./render-with-account-i18n.tsx";
import { businessToday } from "./use-notification-bell.ts";

vi.mock("../../services/api/crm.ts", () => ({ loadDayFocus: vi.fn(), markDayFocusSeen: vi.fn() }));
const load = vi.mocked(loadDayFocus);
const markSeen = vi.mocked(markDayFocusSeen);

// 12:07 on 2026-03-10 in São Paulo.
const NOW = new Date("2026-03-10T15:07:00Z");
const focus = (calls_today: number, pending_calls: number, seen_in: string | null): DayFocus => ({
  calls_today,
  pending_calls,
  seen_in,
});

// jsdom has no layout: PrimeReact's popup positioning leaves the open menu at display:none, hence `hidden: true`.
const bell = () => screen.getByRole("button", { name: /^Notificações/ });
const badge = () => bell().querySelector(".p-badge");

async function ready() {
  await waitFor(() => expect(load).toHaveBeenCalled());
  await waitFor(() => expect(screen.getByRole("button", { name: /^Notificações/ })).toBeTruthy());
}

describe("NotificationBell", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(NOW);
    load.mockReset();
    markSeen.mockReset();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("shows badge 1 for unseen calls; opening marks them seen, hides it and lists the counts", async () => {
    load.mockResolvedValue(focus(2, 3, "2026-03-09 18:30"));
    markSeen.mockResolvedValue(focus(2, 3, "2026-03-10 12:07"));
    renderWithAccountI18n(<NotificationBell />);
    await waitFor(() => expect(badge()?.textContent).toBe("1"));
    expect(bell().getAttribute("aria-label")).toBe("Notificações: 1 aviso de ligações não vistas");
    await userEvent.click(bell());
    expect(markSeen).toHaveBeenCalledTimes(1);
    expect(badge()).toBeNull();
    expect(await screen.findByRole("menuitem", { name: "Ligações para hoje: 2", hidden: true })).toBeTruthy();
    expect(
      screen.getByRole("menuitem", { name: "Ligações pendentes: 3", hidden: true }).getAttribute("aria-disabled"),
    ).not.toBe("true");
    await waitFor(() => expect(bell().getAttribute("aria-label")).toBe("Notificações"));
  });

  it("has no badge when the calls were already seen today, and opening stores nothing", async () => {
    load.mockResolvedValue(focus(1, 0, "2026-03-10 08:00"));
    renderWithAccountI18n(<NotificationBell />);
    await ready();
    await waitFor(() => expect(screen.queryByRole("button", { name: "Notificações" })).toBeTruthy());
    expect(badge()).toBeNull();
    await userEvent.click(bell());
    expect(await screen.findByRole("menuitem", { name: "Ligações para hoje: 1", hidden: true })).toBeTruthy();
    expect(markSeen).not.toHaveBeenCalled();
  });

  it("counts the day in São Paulo: late evening is still the day seen", async () => {
    // 22:30 on 2026-03-10 in São Paulo is already the 11th in UTC.
    vi.setSystemTime(new Date("2026-03-11T01:30:00Z"));
    load.mockResolvedValue(focus(1, 0, "2026-03-10 08:00"));
    renderWithAccountI18n(<NotificationBell />);
    await waitFor(() => expect(screen.queryByRole("button", { name: "Notificações" })).toBeTruthy());
    expect(badge()).toBeNull();
  });

  it("shows a disabled Sem notificações when nothing is pending", async () => {
    load.mockResolvedValue(focus(0, 0, null));
    renderWithAccountI18n(<NotificationBell />);
    await ready();
    expect(badge()).toBeNull();
    await userEvent.click(bell());
    const none = await screen.findByRole("menuitem", { name: "Sem notificações", hidden: true });
    expect(none.getAttribute("aria-disabled")).toBe("true");
    expect(markSeen).not.toHaveBeenCalled();
  });

  it("speaks Spanish under es-EC", async () => {
    load.mockResolvedValue(focus(4, 0, null));
    markSeen.mockResolvedValue(focus(4, 0, "2026-03-10 12:07"));
    renderWithAccountI18n(<NotificationBell />, "es-EC");
    await waitFor(() => expect(screen.getByRole("button", { name: /^Notificaciones/ })).toBeTruthy());
    await userEvent.click(screen.getByRole("button", { name: /^Notificaciones/ }));
    expect(await screen.findByRole("menuitem", { name: "Llamadas para hoy: 4", hidden: true })).toBeTruthy();
    expect(screen.getByRole("menuitem", { name: "Llamadas pendientes: 0", hidden: true })).toBeTruthy();
  });

  it("says the counts could not be read, and tries again when opened", async () => {
    load.mockRejectedValueOnce(apiError("Offline", 0, [])).mockResolvedValueOnce(focus(0, 0, null));
    renderWithAccountI18n(<NotificationBell />);
    await ready();
    await userEvent.click(bell());
    expect(await screen.findByRole("menuitem", { name: "Sem notificações", hidden: true })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe("businessToday", () => {
  it.each([
    ["2026-03-10T02:59:00Z", "2026-03-09"],
    ["2026-03-10T03:00:00Z", "2026-03-10"],
    ["2026-12-31T23:00:00Z", "2026-12-31"],
  ])("%s → %s", (instant, day) => {
    expect(businessToday(new Date(instant))).toBe(day);
  });
});
