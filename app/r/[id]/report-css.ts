// The report page's only stylesheet, inlined (the page loads nothing else) and
// allowed by its hash in the page's Content-Security-Policy. The page has no script,
// so its dark theme is the system's (prefers-color-scheme), at the same contrast. Severity is
// told by more than colour: the badge's word, and the mark's underline (double, solid, dashed).
export const REPORT_PAGE_CSS = `
:root { color-scheme: light dark; --bg: #fbfaf7; --panel: #fff; --fg: #1d1d1b; --muted: #62615b; --line: #e3e0d8; --ok: #2f6b3a; --err: #a12a12;
  --s1: #c0392b; --s1-bg: #fbe1dc; --s2: #946000; --s2-bg: #fdf0d5; --s3: #5b6869; --s3-bg: #eef0f0; --badge-fg: #fff; --del-bg: #fbe1dc; --ins-bg: #e3f3e5;
  --ignored-bg: #f4f2ec; --link: #1f4fa8;
  --font: system-ui, -apple-system, "Segoe UI", "Noto Sans", "Noto Sans CJK KR", "Noto Sans CJK JP", "Noto Sans CJK SC", sans-serif; }
* { box-sizing: border-box; }
html, body { margin: 0; background: var(--bg); color: var(--fg); font-family: var(--font); }
main { max-width: 1000px; margin: 0 auto; padding: 24px 20px 60px; }
h1 { font-size: 1.5rem; margin: 0; }
h2 { font-size: 1.1rem; margin: 24px 0 8px; }
h3 { font-size: 0.95rem; margin: 14px 0 6px; }
.top { display: flex; gap: 16px; align-items: baseline; flex-wrap: wrap; }
.muted, .note { color: var(--muted); font-size: 0.9rem; }
/* The reason a band is withheld sits under the score name: the reasons carry their own parentheses in some languages. */
.evidence-note { display: block; }
.notice { border: 1px solid var(--line); background: var(--panel); padding: 8px 12px; border-radius: 6px; color: var(--muted); font-size: 0.9rem; }
.exports { margin: 10px 0; font-size: 0.9rem; }
table { border-collapse: collapse; background: var(--panel); border: 1px solid var(--line); font-size: 0.92rem; min-width: 60%; }
th, td { text-align: left; padding: 6px 10px; border-bottom: 1px solid var(--line); }
td.num { font-variant-numeric: tabular-nums; text-align: right; white-space: nowrap; }
.marked { white-space: pre-wrap; overflow-wrap: anywhere; line-height: 1.7; background: var(--panel); border: 1px solid var(--line); border-radius: 6px; padding: 12px; }
mark.finding { background: none; color: inherit; border-bottom: 2px solid; }
mark.sev-S1 { border-bottom: 4px double var(--s1); background: var(--s1-bg); }
mark.sev-S2 { border-color: var(--s2); background: var(--s2-bg); }
mark.sev-S3 { border-color: var(--s3); border-bottom-style: dashed; background: var(--s3-bg); }
ol.findings { list-style: none; padding: 0; margin: 0; display: grid; gap: 8px; }
ol.findings li { background: var(--panel); border: 1px solid var(--line); border-left-width: 4px; border-radius: 6px; padding: 8px 12px; font-size: 0.92rem; overflow-wrap: anywhere; }
ol.findings li.sev-S1 { border-left-color: var(--s1); }
ol.findings li.sev-S2 { border-left-color: var(--s2); }
ol.findings li.sev-S3 { border-left-color: var(--s3); border-left-style: dashed; }
ol.findings li.ignored { background: var(--ignored-bg); }
.finding-head { display: flex; gap: 8px; align-items: baseline; flex-wrap: wrap; margin-bottom: 4px; }
.sev { font-weight: 700; font-size: 0.8rem; padding: 0 6px; border-radius: 4px; color: var(--badge-fg); }
.sev.sev-S1 { background: var(--s1); } .sev.sev-S2 { background: var(--s2); } .sev.sev-S3 { background: var(--s3); }
.span-text { display: block; margin: 2px 0; }
.fix { color: var(--ok); margin-top: 2px; }
.before-after { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
@media (max-width: 700px) { .before-after { grid-template-columns: 1fr; } table { width: 100%; min-width: 0; font-size: 0.8rem; } th, td { padding: 5px 4px; } th { overflow-wrap: break-word; hyphens: auto; } }
del { background: var(--del-bg); text-decoration: line-through; }
ins { background: var(--ins-bg); text-decoration: none; }
ol.changes { font-size: 0.92rem; }
.flag { color: var(--err); }
footer { margin-top: 32px; font-size: 0.8rem; overflow-wrap: anywhere; }
.langs { display: flex; gap: 12px; flex-wrap: wrap; justify-content: flex-end; font-size: 0.85rem; margin-bottom: 8px; }
.langs .current { font-weight: 700; }
a { color: var(--link); }
.small { font-size: 0.8rem; }
.help-term { border-bottom: 1px dotted var(--muted); cursor: help; }
.pattern-id { font-size: 0.75rem; margin-top: 2px; }
.score-reasons { list-style: none; padding: 0; margin: 0 0 8px; display: grid; gap: 4px; font-size: 0.92rem; }
.score-reason .dir { font-weight: 700; }
.score-reason.toward-ai .dir { color: var(--s1); }
.score-reason.toward-human .dir { color: var(--ok); }
:lang(ko) { word-break: keep-all; overflow-wrap: anywhere; }
@media (prefers-color-scheme: dark) {
  :root { --bg: #171614; --panel: #211f1c; --fg: #ecebe6; --muted: #aeaca3; --line: #3d3a35; --ok: #84d192; --err: #ff9c87;
    --s1: #ff7f6d; --s1-bg: #4f251f; --s2: #f0b54a; --s2-bg: #463713; --s3: #a5b2b3; --s3-bg: #2b3233; --badge-fg: #171614;
    --del-bg: #4f251f; --ins-bg: #1f3a26; --ignored-bg: #2a2824; --link: #8fb4ff; }
}
`;
