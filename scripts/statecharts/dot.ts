import { ANY_STATE, type Chart, type ChartEdge, type ChartNode, ancestorsOf } from "./chart.ts";

// Graphviz DOT for the SVG: composite states are clusters; an edge to or from a composite state is
// drawn to its entry point and clipped at the cluster border (lhead / ltail).

const FONT = "Helvetica";

const quote = (text: string) => `"${text.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;

const html = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Breaks a description into lines of about `width` characters. */
function wrap(text: string, width = 38): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function label(node: ChartNode): string {
  const title = node.kind === "history" ? `${node.key} (history)` : node.key;
  const rows = [`<b>${html(title)}</b>`];
  if (node.tags.length) rows.push(`<font point-size="9" color="#1d4ed8">${html(node.tags.join(" · "))}</font>`);
  for (const line of wrap(node.description ?? ""))
    rows.push(`<font point-size="9" color="#4b5563">${html(line)}</font>`);
  return `<${rows.join("<br/>")}>`;
}

const clusterId = (id: string) => quote(`cluster ${id}`);
const entryId = (id: string) => quote(`${id} (entry)`);

/** The DOT node an edge attaches to: a composite state's entry point, or the state itself. */
function endpoint(node: ChartNode | undefined, id: string): string {
  return node && node.children.length > 0 ? entryId(id) : quote(id);
}

function nodeLines(node: ChartNode, indent: string): string[] {
  if (node.children.length === 0) {
    const shape = node.kind === "history" ? "circle" : "box";
    const extra = node.kind === "final" ? ", peripheries=2" : "";
    return [`${indent}${quote(node.id)} [label=${label(node)}, shape=${shape}${extra}];`];
  }
  const inner = `${indent}  `;
  const lines = [
    `${indent}subgraph ${clusterId(node.id)} {`,
    `${inner}label=${label(node)};`,
    `${inner}style=${node.kind === "parallel" ? '"rounded,dashed"' : "rounded"};`,
    `${inner}color="#6b7280";`,
    // The entry point: a dot leading to the initial state; parallel states enter every region.
    `${inner}${entryId(node.id)} [shape=point, width=0.12, label="", fillcolor="#334155"];`,
  ];
  for (const child of node.children) lines.push(...nodeLines(child, inner));
  const starts = node.initial ? [node.initial] : node.kind === "parallel" ? node.children.map((c) => c.id) : [];
  for (const start of starts) {
    const target = node.children.find((c) => c.id === start);
    const head = target && target.children.length > 0 ? `, lhead=${clusterId(start)}` : "";
    lines.push(`${inner}${entryId(node.id)} -> ${endpoint(target, start)} [arrowsize=0.7${head}];`);
  }
  lines.push(`${indent}}`);
  return lines;
}

function edgeLine(chart: Chart, byId: ReadonlyMap<string, ChartNode>, edge: ChartEdge): string {
  const source = byId.get(edge.source);
  const target = byId.get(edge.target);
  const tail = edge.source === ANY_STATE ? quote(ANY_STATE) : endpoint(source, edge.source);
  const head = endpoint(target, edge.target);
  const attributes = [`label=${quote(edge.label)}`];
  // Clip at a composite's border unless the other end lies inside it (Graphviz refuses that).
  const sourceInside = ancestorsOf(chart.root, edge.source);
  const targetInside = ancestorsOf(chart.root, edge.target);
  if (target && target.children.length > 0 && edge.source !== edge.target && !sourceInside.includes(edge.target))
    attributes.push(`lhead=${clusterId(edge.target)}`);
  if (source && source.children.length > 0 && edge.source !== edge.target && !targetInside.includes(edge.source))
    attributes.push(`ltail=${clusterId(edge.source)}`);
  return `  ${tail} -> ${head} [${attributes.join(", ")}];`;
}

export function toDot(chart: Chart): string {
  const byId = new Map<string, ChartNode>();
  const index = (node: ChartNode) => {
    byId.set(node.id, node);
    node.children.forEach(index);
  };
  index(chart.root);
  const lines = [
    `digraph ${quote(chart.id)} {`,
    `  graph [compound=true, rankdir=LR, fontname=${quote(FONT)}, fontsize=12, nodesep=0.4, ranksep=0.6, labeljust=l, labelloc=t, label=<<b>${html(chart.id)}</b>>];`,
    `  node [fontname=${quote(FONT)}, fontsize=11, style="rounded,filled", fillcolor="#f8fafc", color="#334155"];`,
    `  edge [fontname=${quote(FONT)}, fontsize=9, color="#334155"];`,
    `  "(start)" [shape=point, width=0.15, label="", fillcolor="#334155"];`,
  ];
  if (chart.edges.some((edge) => edge.source === ANY_STATE))
    lines.push(`  ${quote(ANY_STATE)} [shape=plaintext, style="", label=${quote(ANY_STATE)}];`);
  for (const node of chart.root.children) lines.push(...nodeLines(node, "  "));
  const starts = chart.root.initial ? [chart.root.initial] : chart.root.children.map((child) => child.id);
  for (const start of starts) {
    const node = byId.get(start);
    const head = node && node.children.length > 0 ? ` [lhead=${clusterId(start)}]` : "";
    lines.push(`  "(start)" -> ${endpoint(node, start)}${head};`);
  }
  for (const edge of chart.edges) lines.push(edgeLine(chart, byId, edge));
  lines.push("}");
  return `${lines.join("\n")}\n`;
}
