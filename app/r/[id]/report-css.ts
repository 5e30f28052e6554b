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
mark.finding { background: none; border-bottom: 2px solid; }
mark.sev-S1 { border-color: #c0392b; background: #fbe1dc; }
mark.sev-S2 { border-color: #d68910; background: #fdf0d5; }
mark.sev-S3 { border-color: #7f8c8d; background: #eef0f0; }
ol.findings { list-style: none; padding: 0; margin: 0; display: grid; gap: 8px; }
ol.findings li { background: #fff; border: 1px solid var(--line); border-left-width: 4px; border-radius: 6px; padding: 8px 12px; font-size: 0.92rem; overflow-wrap: anywhere; }
ol.findings li.sev-S1 { border-left-color: #c0392b; }
ol.findings li.sev-S2 { border-left-color: #d68910; }
ol.findings li.sev-S3 { border-left-color: #7f8c8d; }
ol.findings li.ignored { opacity: 0.6; }
.finding-head { display: flex; gap: 8px; align-items: baseline; flex-wrap: wrap; margin-bottom: 4px; }
.sev { font-weight: 700; font-size: 0.8rem; padding: 0 6px; border-radius: 4px; color: #fff; }
.sev.sev-S1 { background: #c0392b; } .sev.sev-S2 { background: #d68910; } .sev.sev-S3 { background: #7f8c8d; }
.span-text { display: block; margin: 2px 0; }
.fix { color: var(--ok); margin-top: 2px; }
.before-after { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
@media (max-width: 700px) { .before-after { grid-template-columns: 1fr; } table { width: 100%; min-width: 0; font-size: 0.8rem; } th, td { padding: 5px 4px; } th { overflow-wrap: anywhere; } }
del { background: #fbe1dc; text-decoration: line-through; }
ins { background: #e3f3e5; text-decoration: none; }
ol.changes { font-size: 0.92rem; }
.flag { color: #a12a12; }
footer { margin-top: 32px; font-size: 0.8rem; overflow-wrap: anywhere; }
`;
