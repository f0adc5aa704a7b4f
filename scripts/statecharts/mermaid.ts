import { ANY_STATE, type Chart, type ChartEdge, type ChartNode, containerOf } from "./chart.ts";

// Mermaid stateDiagram-v2: composite states nest, each edge is written inside the innermost state
// containing both ends (Mermaid cannot link states of sibling composites otherwise).

const ANY_STATE_ID = "any_state";

/** Mermaid ids are plain words: "change password.editing" → "editing", unique by the path below the root. */
function mermaidId(chart: Chart, id: string): string {
  if (id === ANY_STATE) return ANY_STATE_ID;
  const path = id === chart.root.id ? "root" : id.slice(chart.root.id.length + 1);
  return path.replace(/[^A-Za-z0-9]+/g, "_");
}

/** Text Mermaid accepts in labels: no quotes, semicolons, hashes or line breaks. */
const clean = (text: string) => text.replace(/\s+/g, " ").replace(/"/g, "'").replace(/[;#]/g, ",").trim();

function edgeLine(chart: Chart, edge: ChartEdge): string {
  return `${mermaidId(chart, edge.source)} --> ${mermaidId(chart, edge.target)}: ${clean(edge.label)}`;
}

function block(chart: Chart, node: ChartNode, indent: string): string[] {
  const lines: string[] = [];
  const inner = `${indent}  `;
  if (node.initial) lines.push(`${indent}[*] --> ${mermaidId(chart, node.initial)}`);
  node.children.forEach((child, index) => {
    if (node.kind === "parallel" && index > 0) lines.push(`${indent}--`);
    const id = mermaidId(chart, child.id);
    const label = child.kind === "history" ? `${child.key} (history)` : child.key;
    if (child.children.length > 0) {
      lines.push(`${indent}state "${clean(label)}" as ${id} {`);
      lines.push(...block(chart, child, inner));
      lines.push(`${indent}}`);
    } else {
      lines.push(`${indent}state "${clean(label)}" as ${id}`);
    }
    const notes = [child.tags.length ? `tags: ${child.tags.join(", ")}` : "", child.description ?? ""].filter(Boolean);
    if (notes.length && child.children.length === 0) lines.push(`${indent}${id} : ${clean(notes.join(". "))}`);
    if (child.kind === "final") lines.push(`${indent}${id} --> [*]`);
  });
  for (const edge of chart.edges) {
    if (containerOf(chart.root, edge) === node.id) lines.push(`${indent}${edgeLine(chart, edge)}`);
  }
  return lines;
}

export function toMermaid(chart: Chart): string {
  const lines = ["---", `title: ${clean(chart.id)}`, "---", "stateDiagram-v2"];
  if (chart.edges.some((edge) => edge.source === ANY_STATE)) {
    lines.push(`  state "${ANY_STATE}" as ${ANY_STATE_ID}`);
  }
  if (chart.root.kind === "parallel") {
    // Mermaid separates regions only inside a composite state.
    lines.push("  [*] --> root", `  state "${clean(chart.id)}" as root {`, ...block(chart, chart.root, "    "), "  }");
  } else {
    lines.push(...block(chart, chart.root, "  "));
  }
  return `${lines.join("\n")}\n`;
}
