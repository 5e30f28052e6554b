// The share dialog's words in Korean and English; the language follows the
// browser unless the editor passes one.
export type UiLang = "ko" | "en";

export function browserUiLang(): UiLang {
  return typeof navigator !== "undefined" && navigator.language.toLowerCase().startsWith("ko") ? "ko" : "en";
}

export const SHARE_TEXT = {
  en: {
    title: "Share a score report",
    intro: "Anyone with the link can read the report. By default it holds the scores and findings, not your text.",
    includeText: "Include the text",
    includeRewrite: "Include the rewrite (shown beside the text)",
    noRewrite: "There is no rewrite to include yet.",
    expiry: "Link expires after",
    expiries: { "1d": "1 day", "7d": "7 days", "30d": "30 days", never: "Never" },
    create: "Create link",
    creating: "Creating…",
    link: "Link",
    copy: "Copy",
    copied: "Copied",
    token: "Delete token (shown only now; this browser keeps a copy)",
    delete: "Delete report",
    deleted: "The report was deleted; its link no longer works.",
    export: "Export",
    exportJson: "JSON",
    exportMd: "Markdown",
    previous: "Reports this browser created",
    close: "Close",
    failed: "Could not reach the server; nothing was shared.",
  },
  ko: {
    title: "점수 보고서 공유",
    intro: "링크가 있는 사람은 누구나 보고서를 볼 수 있습니다. 기본값은 본문 없이 점수와 발견 항목만 담습니다.",
    includeText: "본문 포함",
    includeRewrite: "고쳐 쓴 글 포함 (본문 옆에 표시)",
    noRewrite: "아직 포함할 고쳐 쓴 글이 없습니다.",
    expiry: "링크 만료",
    expiries: { "1d": "1일", "7d": "7일", "30d": "30일", never: "만료 없음" },
    create: "링크 만들기",
    creating: "만드는 중…",
    link: "링크",
    copy: "복사",
    copied: "복사됨",
    token: "삭제 토큰 (지금 한 번만 표시되며, 이 브라우저에 사본이 저장됩니다)",
    delete: "보고서 삭제",
    deleted: "보고서를 삭제했습니다. 이제 링크가 열리지 않습니다.",
    export: "내보내기",
    exportJson: "JSON",
    exportMd: "마크다운",
    previous: "이 브라우저에서 만든 보고서",
    close: "닫기",
    failed: "서버에 연결할 수 없어 공유하지 못했습니다.",
  },
} as const;
