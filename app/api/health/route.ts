export const dynamic = "force-dynamic";

export function GET() {
  return Response.json({ ok: true, llm: Boolean(process.env.OPENAI_API_KEY) });
}
