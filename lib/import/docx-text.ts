// A .docx as plain text, from the document tree mammoth reads (its `transformDocument`
// hook hands it over): each paragraph a block separated by a blank line, list items one per
// line with their marker ("- ", "1. ", indented per level), table rows as tab-separated
// lines. Formatting, images, notes and comments are dropped: the editor holds text only.

/** The parts of mammoth's document model (mammoth/lib/documents.js) this reads. */
export interface DocxNode {
  type: string;
  children?: DocxNode[];
  /** text */
  value?: string;
  /** paragraph: its list level, when it is a list item */
  numbering?: { isOrdered: boolean; level: string } | null;
  /** break: "line", "page", "column" */
  breakType?: string;
  /** checkbox */
  checked?: boolean;
}

interface Block {
  text: string;
  listItem: boolean;
}

/** The text of inline content: runs, hyperlinks, tabs, line breaks, check boxes. */
function inlineText(node: DocxNode): string {
  switch (node.type) {
    case "text":
      return node.value ?? "";
    case "tab":
      return "\t";
    case "break":
      return node.breakType === "line" ? "\n" : "";
    case "checkbox":
      return node.checked ? "☒ " : "☐ ";
    case "noteReference":
    case "commentReference":
    case "comment":
    case "note":
    case "image":
      return "";
    default:
      return (node.children ?? []).map(inlineText).join("");
  }
}

/** A table cell's text on one line: its paragraphs (and any nested table) joined by spaces. */
function cellText(node: DocxNode): string {
  const parts: string[] = [];
  for (const child of node.children ?? []) {
    if (child.type === "paragraph") parts.push(inlineText(child).replace(/\s*\n\s*/g, " ").trim());
    else if (child.type === "table") parts.push(tableLines(child).join(" "));
  }
  return parts.filter(Boolean).join(" ");
}

function tableLines(table: DocxNode): string[] {
  const rows: string[] = [];
  for (const row of table.children ?? []) {
    if (row.type !== "tableRow") continue;
    const cells = (row.children ?? []).filter((c) => c.type === "tableCell").map(cellText);
    if (cells.some((c) => c !== "")) rows.push(cells.join("\t"));
  }
  return rows;
}

/** Numbers ordered items per level; a plain paragraph or a change of list kind at a level starts again. */
class ListMarkers {
  private levels: { ordered: boolean; n: number }[] = [];

  marker(ordered: boolean, level: number): string {
    this.levels.length = Math.min(this.levels.length, level + 1);
    const at = this.levels[level];
    const n = at && at.ordered === ordered ? at.n + 1 : 1;
    this.levels[level] = { ordered, n };
    for (let i = 0; i < level; i++) this.levels[i] ??= { ordered: false, n: 0 };
    return `${"  ".repeat(level)}${ordered ? `${n}.` : "-"} `;
  }

  reset() {
    this.levels = [];
  }
}

function collectBlocks(nodes: readonly DocxNode[], out: Block[], lists: ListMarkers) {
  for (const node of nodes) {
    if (node.type === "paragraph") {
      const text = inlineText(node).replace(/[ \t]+$/gm, "");
      // Empty paragraphs are spacing in Word; the blank line between blocks already is.
      if (text.trim() === "") continue;
      if (node.numbering) {
        const level = Math.max(0, Math.min(8, Number.parseInt(node.numbering.level, 10) || 0));
        out.push({ text: lists.marker(node.numbering.isOrdered, level) + text.trimStart(), listItem: true });
      } else {
        lists.reset();
        out.push({ text, listItem: false });
      }
    } else if (node.type === "table") {
      lists.reset();
      const lines = tableLines(node);
      if (lines.length) out.push({ text: lines.join("\n"), listItem: false });
    } else if (node.children) {
      // Containers mammoth keeps (e.g. a hyperlink or bookmark around paragraphs).
      collectBlocks(node.children, out, lists);
    }
  }
}

export function docxDocumentText(document: DocxNode): string {
  const blocks: Block[] = [];
  collectBlocks(document.children ?? [], blocks, new ListMarkers());
  let text = "";
  blocks.forEach((b, i) => {
    if (i > 0) text += b.listItem && blocks[i - 1].listItem ? "\n" : "\n\n";
    text += b.text;
  });
  return text;
}
