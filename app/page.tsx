import { AnalyzerLoader } from "@/components/AnalyzerLoader";

export const dynamic = "force-dynamic";

export default function HomePage() {
  // Only whether a model is configured reaches the browser, never the key.
  const llmConfigured = Boolean(process.env.OPENAI_API_KEY);
  return (
    <main>
      <header className="top">
        <h1>patina</h1>
        <p>Find the spans that read as machine-written, see why, and fix them.</p>
      </header>
      {!llmConfigured && (
        <div className="notice" data-testid="llm-notice">
          No language model is configured (OPENAI_API_KEY is not set): analysis runs fully deterministically.
        </div>
      )}
      <AnalyzerLoader />
    </main>
  );
}
