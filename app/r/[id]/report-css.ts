// The report page's only stylesheet, inlined (the page loads nothing else) and
// allowed by its hash in the page's Content-Security-Policy.
export const REPORT_PAGE_CSS = `
:root { --bg: #fbfaf7; --fg: #1d1d1b; --muted: #6b6a65; --line: #e3e0d8; --ok: #2f6b3a;
  --font: system-ui, -apple-system, "Segoe UI", "Noto Sans", "Noto Sans CJK KR", "Noto Sans CJK JP", "Noto Sans CJK SC", sans-serif; }
* { box-sizing: border-box; }
html, body { margin: 0; background: var(--bg); color: var(--fg); font-family: var(--font); }
main { max-width: 1000px; margin: 0 auto; padding: 24px 20px 60px; }
h1 { font-size: 1.5rem; margin: 0; }
h2 { font-size: 1.1rem; margin: 24px 0 8px; }
h3 { font-size: 0.95rem; margin: 14px 0 6px; }
.top { display: flex; gap: 16px; align-items: baseline; flex-wrap: wrap; }
.muted, .note { color: var(--muted); font-size: 0.9rem; }
.notice { border: 1px solid var(--line); background: #fff; padding: 8px 12px; border-radius: 6px; color: var(--muted); font-size: 0.9rem; }
.exports { margin: 10px 0; font-size: 0.9rem; }
table { border-collapse: collapse; background: #fff; border: 1px solid var(--line); font-size: 0.92rem; min-width: 60%; }
th, td { text-align: left; padding: 6px 10px; border-bottom: 1px solid var(--line); }
td.num { font-variant-numeric: tabular-nums; text-align: right; }
.marked { white-space: pre-wrap; overflow-wrap: anywhere; line-height: 1.7; background: #fff; border: 1px solid var(--line); border-radius: 6px; padding: 12px; }
mark.finding { background: none; border-bottom: 2px solid; color: inherit; }
mark.sev-S1 { border-bottom: 4px double #c0392b; background: #fbe1dc; }
mark.sev-S2 { border-color: #946000; background: #fdf0d5; }
mark.sev-S3 { border-color: #5b6869; border-bottom-style: dashed; background: #eef0f0; }
ol.findings { list-style: none; padding: 0; margin: 0; display: grid; gap: 8px; }
ol.findings li { background: #fff; border: 1px solid var(--line); border-left-width: 4px; border-radius: 6px; padding: 8px 12px; font-size: 0.92rem; overflow-wrap: anywhere; }
ol.findings li.sev-S1 { border-left-color: #c0392b; }
ol.findings li.sev-S2 { border-left-color: #946000; }
ol.findings li.sev-S3 { border-left-color: #5b6869; border-left-style: dashed; }
ol.findings li.ignored { background: #f4f2ec; }
.finding-head { display: flex; gap: 8px; align-items: baseline; flex-wrap: wrap; margin-bottom: 4px; }
.sev { font-weight: 700; font-size: 0.8rem; padding: 0 6px; border-radius: 4px; color: #fff; }
.sev.sev-S1 { background: #c0392b; } .sev.sev-S2 { background: #946000; } .sev.sev-S3 { background: #5b6869; }
.span-text { display: block; margin: 2px 0; }
.fix { color: var(--ok); margin-top: 2px; }
.before-after { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
@media (max-width: 700px) { .before-after { grid-template-columns: 1fr; } table { width: 100%; min-width: 0; font-size: 0.8rem; } th, td { padding: 5px 4px; } th { overflow-wrap: break-word; hyphens: auto; } }
del { background: #fbe1dc; text-decoration: line-through; }
ins { background: #e3f3e5; text-decoration: none; }
ol.changes { font-size: 0.92rem; }
.flag { color: #a12a12; }
footer { margin-top: 32px; font-size: 0.8rem; overflow-wrap: anywhere; }
.langs { display: flex; gap: 12px; flex-wrap: wrap; justify-content: flex-end; font-size: 0.85rem; margin-bottom: 8px; }
.langs .current { font-weight: 700; }
a { color: #1f4fa8; }
.small { font-size: 0.8rem; }
.help-term { border-bottom: 1px dotted var(--muted); cursor: help; }
.pattern-id { font-size: 0.75rem; margin-top: 2px; }
.score-reasons { list-style: none; padding: 0; margin: 0 0 8px; display: grid; gap: 4px; font-size: 0.92rem; }
.score-reason .dir { font-weight: 700; }
.score-reason.toward-ai .dir { color: #c0392b; }
.score-reason.toward-human .dir { color: var(--ok); }
:lang(ko) { word-break: keep-all; overflow-wrap: anywhere; }
`;
