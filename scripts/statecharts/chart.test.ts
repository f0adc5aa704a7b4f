import { instance } from "@viz-js/viz";
import { describe, expect, it } from "vitest";
import { fromPromise, not, setup } from "xstate";
import { ANY_STATE, chartOf, eventLabel, guardLabel } from "./chart.ts";
import { toDot } from "./dot.ts";
import { toMermaid } from "./mermaid.ts";

// Every construct the writers handle, in one machine.
const sample = setup({
  types: {} as { events: { type: "go" } | { type: "reset" } | { type: "toggle" } | { type: "finish" } },
  actors: { save: fromPromise(async () => "ok") },
  guards: { "is ready": () => true },
  delays: { "settle delay": 500 },
}).createMachine({
  id: "sample",
  description: 'A sample; with a semicolon and "quotes".',
  initial: "idle",
  on: { reset: { target: ".idle" } },
  states: {
    idle: {
      tags: ["quiet"],
      description: "Waiting.",
      on: {
        go: [
          { guard: "is ready", target: "working" },
          { guard: not("is ready"), target: "idle" },
        ],
      },
      after: { 1000: { target: "working.saving" } },
    },
    working: {
      initial: "saving",
      states: {
        saving: {
          invoke: { id: "save", src: "save", onDone: "saved", onError: "#sample.failed" },
        },
        saved: { after: { "settle delay": "checked" } },
        checked: { always: { target: "#sample.both" } },
        history: { type: "history" },
      },
    },
    both: {
      type: "parallel",
      states: {
        left: { initial: "off", states: { off: { on: { toggle: "on" } }, on: {} } },
        right: { initial: "a", states: { a: { on: { finish: "#sample.done" } } } },
      },
    },
    failed: { on: { go: "working.history" } },
    done: { type: "final" },
  },
});

const chart = chartOf(sample);
const mermaid = toMermaid(chart);

describe("chartOf", () => {
  it("labels events the way analysts read them", () => {
    const labels = chart.edges.map((e) => `${e.source} -> ${e.target}: ${e.label}`);
    expect(labels).toEqual([
      `${ANY_STATE} -> sample.idle: reset`,
      "sample.idle -> sample.working: go [is ready]",
      "sample.idle -> sample.idle: go [not(is ready)]",
      "sample.idle -> sample.working.saving: after 1000 ms",
      "sample.working.saving -> sample.working.saved: done: save",
      "sample.working.saving -> sample.failed: error: save",
      "sample.working.saved -> sample.working.checked: after settle delay",
      "sample.working.checked -> sample.both: always",
      "sample.both.left.off -> sample.both.left.on: toggle",
      "sample.both.right.a -> sample.done: finish",
      "sample.failed -> sample.working.history: go",
    ]);
  });

  it("names guards and events", () => {
    expect(guardLabel(undefined)).toBeNull();
    expect(guardLabel("x")).toBe("x");
    expect(guardLabel({ type: "y", params: 1 })).toBe("y");
    expect(guardLabel(() => true)).toBe("inline guard");
    expect(eventLabel("xstate.error.actor.load", sample.root)).toBe("error: load");
    expect(eventLabel("*", sample.root)).toBe("any event");
  });
});

describe("toMermaid", () => {
  it("writes a stateDiagram-v2 with nested, parallel, initial and final states", () => {
    expect(mermaid.startsWith("---\ntitle: sample\n---\nstateDiagram-v2\n")).toBe(true);
    for (const line of [
      '  state "(any state)" as any_state',
      "  [*] --> idle",
      "  idle : tags: quiet. Waiting.",
      '  state "working" as working {',
      "    [*] --> working_saving",
      '    state "history (history)" as working_history',
      "    working_saving --> working_saved: done: save",
      '  state "both" as both {',
      "    --",
      "  done --> [*]",
      "  any_state --> idle: reset",
      "  idle --> working: go [is ready]",
      "  working_saving --> failed: error: save",
      "  both_right_a --> done: finish",
    ]) {
      expect(mermaid.split("\n")).toContain(line);
    }
  });

  it("keeps characters Mermaid reads as syntax out of labels", () => {
    const text = toMermaid(
      chartOf(
        setup({}).createMachine({
          id: "m",
          initial: "a",
          states: { a: { description: 'say "hi"; #1' } },
        }),
      ),
    );
    expect(text).toContain("a : say 'hi', ,1");
  });
});

describe("toDot", () => {
  it("renders with Graphviz without warnings other than text widths", async () => {
    const viz = await instance();
    const result = viz.render(toDot(chart), { format: "svg" });
    expect(result.status).toBe("success");
    expect(result.errors.filter((e) => !/non-ASCII/.test(e.message))).toEqual([]);
    expect(result.output).toContain("<svg");
    for (const text of ["idle", "saving", "go [not(is ready)]", "after settle delay", "(any state)"])
      expect(result.output).toContain(text.replace(/\(/g, "(").replace(/\)/g, ")"));
  });

  it("clips edges at composite states and enters them through their entry point", () => {
    const dot = toDot(chart);
    expect(dot).toContain('subgraph "cluster sample.working" {');
    expect(dot).toContain(
      '"sample.idle" -> "sample.working (entry)" [label="go [is ready]", lhead="cluster sample.working"];',
    );
    expect(dot).toContain('"sample.done" [label=<<b>done</b>>, shape=box, peripheries=2];');
  });
});
