import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import esEC from "../../../locales/es-EC/insights.json";
import ptBR from "../../../locales/pt-BR/insights.json";
import { renderWithNamespaces } from "../components/render-with-namespaces.tsx";
import { StatisticCard, type StatisticCardProps } from "./statistic-card.tsx";
import { sparklinePath } from "./sparkline.tsx";

afterEach(cleanup);

const resources = { "pt-BR": { insights: ptBR }, "es-EC": { insights: esEC } };

const card = (props: Partial<StatisticCardProps>, locale: "pt-BR" | "es-EC" = "pt-BR") =>
  renderWithNamespaces(
    <StatisticCard
      title="Vendas"
      type={1}
      value="1234.5"
      previous="1000.00"
      change={23.45}
      series={[1, 3, 2]}
      icon="pi pi-dollar"
      {...props}
    />,
    resources,
    locale,
  );

const badge = (container: HTMLElement) => container.querySelector(".statistic-card__badge");

describe("StatisticCard", () => {
  it("shows money for type 1, the previous value in its tooltip and a positive badge", () => {
    const { container } = card({});
    const section = screen.getByRole("region", { name: "Vendas" });
    expect(section.querySelector("output")?.textContent).toBe("R$ 1.234,50");
    const tooltip = screen.getByRole("tooltip", { hidden: true });
    expect(tooltip.textContent).toBe("Valor no período passado: R$ 1.000,00");
    expect(section.querySelector("output")?.getAttribute("aria-describedby")).toBe(tooltip.id);
    expect(badge(container)?.className).toBe("statistic-card__badge statistic-card__badge--positive");
    expect(badge(container)?.textContent).toBe("+23,45 %");
    expect(container.querySelector(".pi-dollar")).not.toBeNull();
    expect(
      screen.getByRole("img", { name: "Tendência diária de Vendas" }).querySelector("path")?.getAttribute("d"),
    ).toBe(sparklinePath([1, 3, 2]));
  });

  it("styles a fall and no change apart", () => {
    const fall = card({ type: 2, value: "3", previous: "4", change: -25 });
    expect(badge(fall.container)?.className).toBe("statistic-card__badge statistic-card__badge--negative");
    expect(badge(fall.container)?.textContent).toBe("-25,00 %");
    expect(fall.container.querySelector("output")?.textContent).toBe("3");
    fall.unmount();
    const same = card({ type: 3, value: "1.5", previous: "1.50", change: 0 });
    expect(badge(same.container)?.className).toBe("statistic-card__badge statistic-card__badge--zero");
    expect(badge(same.container)?.textContent).toBe("0,00 %");
    expect(same.container.querySelector("output")?.textContent).toBe("1,50");
    same.unmount();
    const noBase = card({ type: 2, value: "2", previous: "0", change: null });
    expect(badge(noBase.container)?.className).toBe("statistic-card__badge statistic-card__badge--zero");
    expect(badge(noBase.container)?.textContent).toBe("—");
  });

  it("shows skeletons while loading and the tooltip in Spanish", () => {
    const loading = card({ loading: true });
    expect(loading.container.querySelectorAll(".p-skeleton").length).toBe(3);
    expect(loading.container.querySelector("output")).toBeNull();
    expect(within(loading.container).getByRole("region", { name: "Vendas" }).getAttribute("aria-busy")).toBe("true");
    loading.unmount();
    const spanish = card({ title: "Ventas" }, "es-EC");
    expect(within(spanish.container).getByRole("tooltip", { hidden: true }).textContent).toMatch(
      /^Valor en el período anterior: /,
    );
  });
});

describe("sparklinePath", () => {
  it("scales the days to the box, a flat line when all are equal", () => {
    expect(sparklinePath([0, 10])).toBe("M2.0 30.0L118.0 2.0");
    expect(sparklinePath([5, 5, 5])).toBe("M2.0 16.0L60.0 16.0L118.0 16.0");
    expect(sparklinePath([])).toBe("");
  });
});
