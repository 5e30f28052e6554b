// Capitalized words that are not names: the pronoun "I" with its contractions, and acronyms
// used as common nouns ("an AI", "the CEO", "a PDF"). Proper-noun protection skips them, so
// "As an AI language model" and "if I can help" stay matchable. Organisations and products
// spelled in capitals (NASA, IBM, UNESCO) are names and are not listed.

const PRONOUN_I = /^I(?:['’](?:m|ve|d|ll))?$/;

const COMMON_ACRONYMS: ReadonlySet<string> = new Set([
  "AI", "AGI", "LLM", "GPT", "NLP", "ML", "API", "SDK", "CEO", "CFO", "CTO", "COO", "CMO", "VP",
  "FAQ", "PDF", "URL", "USB", "GPS", "DIY", "HR", "IT", "PR", "KPI", "KPIs", "ROI", "UX", "UI",
  "SaaS", "PaaS", "IaaS", "B2B", "B2C", "SEO", "SEM", "CRM", "ERP", "CTA", "MVP", "OKR", "QA",
  "TL;DR", "TLDR", "ASAP", "FYI", "ETA", "RSVP", "DM", "PM", "AM", "TV", "PC", "CPU", "GPU",
  "RAM", "SSD", "HTML", "CSS", "JSON", "XML", "SQL", "HTTP", "HTTPS", "IoT", "AR", "VR", "XR",
  "EV", "ESG", "GDP", "CV", "ID", "PIN", "OTP", "SMS", "Q&A", "R&D", "ICU", "ER", "MBA", "PhD",
]);

/** Whether a capitalized word (possibly with 's or a plural s) is a common noun or the pronoun I. */
export function isCommonCapital(word: string): boolean {
  if (PRONOUN_I.test(word)) return true;
  const bare = word.replace(/['’]s$/, "");
  if (COMMON_ACRONYMS.has(bare)) return true;
  // Plural acronyms: "APIs", "CEOs", "LLMs".
  return bare.length > 2 && bare.endsWith("s") && COMMON_ACRONYMS.has(bare.slice(0, -1));
}
