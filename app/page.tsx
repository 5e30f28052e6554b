import { EditorLoader } from "@/components/editor/EditorLoader";

export const dynamic = "force-dynamic";

export default function HomePage() {
  // Only whether the server has a model key reaches the browser, never the key.
  const serverHasKey = Boolean(process.env.OPENAI_API_KEY);
  return (
    <main>
      <EditorLoader serverHasKey={serverHasKey} />
    </main>
  );
}
