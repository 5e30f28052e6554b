// C: prose dressed as a slide deck: markdown headings and bullet lists. With `skip-keys`, a
// bullet that opens with a code key ("- **userId:** …", "- `limit`: …", "- max_retries: 3") is a
// parameter list, which references lay out that way whoever writes them: it is not counted.
import { fmsg } from "../../i18n/findings/params";
import { fencedCode } from "../protected";
import type { Check, CheckOccurrence } from "./types";
import { inCode, isCodeKey, lines } from "./util";

// The header a bullet opens with: bold, code or plain text up to a colon.
const KEY_HEADER = /^(?:\*\*([^*\n]{1,42})\*\*|`([^`\n]{1,42})`|([^\s:：`*]{1,42})(?=\s*[:：]))/u;

const MARK = /^(\s{0,3})(#{1,6}\s+|[-*+•·▪►✓✔]\s+|\d{1,2}[.)]\s+)\S/u;

function opensWithKey(rest: string): boolean {
  const m = KEY_HEADER.exec(rest);
  return m !== null && isCodeKey(m[1] ?? m[2] ?? m[3]);
}

export const headingBullets: Check = ({ text, params }) => {
  const code = fencedCode(text);
  const occurrences: CheckOccurrence[] = [];
  let headings = 0;
  for (const line of lines(text)) {
    const m = MARK.exec(line.text);
    if (!m || inCode(code, line.start)) continue;
    // Thematic breaks (---, ***) are not bullets.
    if (/^\s*([-*_])(\s*\1){2,}\s*$/.test(line.text)) continue;
    // The tell is the layout, so the mark is the heading or bullet marker, not the whole line.
    const start = line.start + m[1].length;
    const end = start + m[2].trimEnd().length;
    const heading = m[2].startsWith("#");
    if (!heading && params["skip-keys"] && opensWithKey(line.text.slice(m[1].length + m[2].length))) continue;
    if (heading) headings++;
    occurrences.push({ start, end, scope: "span", detail: fmsg("check.heading-bullets.detail", { heading }) });
  }
  if (occurrences.length < params["min-count"]) return null;
  return {
    occurrences,
    summary: fmsg("check.heading-bullets.summary", { headings, bullets: occurrences.length - headings }),
  };
};
