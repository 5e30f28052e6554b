// A minimal HTTP server around the production /api/reports handlers and the
// production store module (SQLite or PostgreSQL by the same environment rules as
// the app), for the durability test: it is killed with SIGKILL right after a
// successful POST and started again. Prints "listening PORT" when ready.
import { createServer } from "node:http";
import { inProcessAnalysisPool } from "../../../lib/node/analysis/app-pool";
import { serverPackSet } from "../../../lib/node/packs";
import { openReportStore } from "../../../lib/node/store/index";
import { createReport, getReport, reportsApiLimits } from "../../../lib/node/store/reports-api";
import { serverReportVersions } from "../../../lib/node/store/versions";

const store = openReportStore();
const deps = { store, analysis: inProcessAnalysisPool(serverPackSet()), packs: serverPackSet(), versions: serverReportVersions(), now: Date.now, ...reportsApiLimits() };

const server = createServer(async (req, res) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const url = `http://127.0.0.1${req.url}`;
  const request = new Request(url, {
    method: req.method,
    headers: req.headers as Record<string, string>,
    body: req.method === "POST" ? Buffer.concat(chunks) : undefined,
  });
  const id = /^\/api\/reports\/([^/?]+)/.exec(req.url ?? "")?.[1];
  const response = req.method === "POST" ? await createReport(request, deps) : id ? await getReport(request, id, deps) : new Response("no", { status: 404 });
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
});

server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  process.stdout.write(`listening ${typeof address === "object" && address ? address.port : 0}\n`);
});
