// Splits a pack's markdown into frontmatter and `## N. Name` sections with their
// ```pattern blocks. Headings and fences inside other code blocks are documentation.

export interface RawSection {
  heading: string; // the whole heading text after "## "
  number: string | null; // "7", "VH3" when the heading is "## N. Name"
  name: string;
  line: number; // 1-based line of the heading
  blocks: { yaml: string; line: number }[];
}

export interface RawPack {
  frontmatter: string | null;
  sections: RawSection[];
  /** ```pattern blocks found before any numbered heading. */
  orphanBlocks: number[];
}

const HEADING = /^##\s+(.*?)\s*$/;
const NUMBERED = /^((?:VH)?\d+)\.\s+(.+)$/i;
const FENCE = /^(\s{0,3})(`{3,}|~{3,})\s*([^`\s]*)/;

export function splitPackMarkdown(markdown: string): RawPack {
  const lines = markdown.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n").split("\n");
  let i = 0;
  let frontmatter: string | null = null;
  if (lines[0]?.trim() === "---") {
    const close = lines.findIndex((l, k) => k > 0 && l.trim() === "---");
    if (close !== -1) {
      frontmatter = lines.slice(1, close).join("\n");
      i = close + 1;
    }
  }
  const sections: RawSection[] = [];
  const orphanBlocks: number[] = [];
  let current: RawSection | null = null;
  while (i < lines.length) {
    const line = lines[i];
    const fence = FENCE.exec(line);
    if (fence) {
      const marker = fence[2];
      const info = fence[3];
      const body: string[] = [];
      const startLine = i + 1;
      i++;
      while (i < lines.length && !new RegExp(`^\\s{0,3}${marker[0] === "`" ? "`" : "~"}{${marker.length},}\\s*$`).test(lines[i])) {
        body.push(lines[i]);
        i++;
      }
      i++; // closing fence (or end of file)
      if (info === "pattern") {
        if (current && current.number !== null) current.blocks.push({ yaml: body.join("\n"), line: startLine });
        else orphanBlocks.push(startLine);
      }
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading && !line.startsWith("###")) {
      const numbered = NUMBERED.exec(heading[1]);
      current = {
        heading: heading[1],
        number: numbered ? numbered[1].toUpperCase() : null,
        name: numbered ? numbered[2].trim() : heading[1],
        line: i + 1,
        blocks: [],
      };
      if (current.number !== null) sections.push(current);
    }
    i++;
  }
  return { frontmatter, sections, orphanBlocks };
}
