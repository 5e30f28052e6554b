// The words a finding quotes, for tests that list them: a span finding's text_span, and for a
// document-scope finding (which quotes no span) a marker that makes the listing say so.
import type { Finding } from "../../lib/detector/types";

export const quoted = (f: Finding): string => (f.scope === "span" ? f.text_span : `(document ${f.start}-${f.end})`);
