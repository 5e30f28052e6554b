// #13 (en) / J-3: em and en dashes as all-purpose punctuation, measured per 1,000 characters.
import { fmsg } from "../../i18n/findings/params";
import type { Check, CheckOccurrence } from "./types";
import { fmt } from "./util";

// An en dash between digits is a range (1990–2000), not a dash.
// Replaced by the document summary once the count is known.
const DASH_DETAIL = fmsg("check.dash-density", { count: 0, per1000: 0, threshold: 0 });
const DASH = /—|--(?!-)|(?<![0-9])–(?![0-9])/g;

export const dashDensity: Check = ({ text, params, isProtected }) => {
  const occurrences: CheckOccurrence[] = [];
  DASH.lastIndex = 0;
  for (let m = DASH.exec(text); m; m = DASH.exec(text)) {
    const start = m.index;
    const end = start + m[0].length;
    if (isProtected(start, end)) continue;
    occurrences.push({ start, end, scope: "span", detail: DASH_DETAIL });
  }
  if (!occurrences.length) return null;
  const chars = text.replace(/\s+/g, "").length;
  const per1000 = (occurrences.length * 1000) / Math.max(1, chars);
  if (per1000 < params["per-1000-chars"]) return null;
  const summary = fmsg("check.dash-density", { count: occurrences.length, per1000: Number(fmt(per1000, 1)), threshold: params["per-1000-chars"] });
  for (const o of occurrences) o.detail = summary;
  return { occurrences, summary };
};
