import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { assertSurvivesSigkill } from "./helpers/durability";

const dir = mkdtempSync(join(tmpdir(), "patina-durable-"));
after(() => rmSync(dir, { recursive: true, force: true }));

test("SQLite: a report answered 201 survives SIGKILL of the server and reads back after a restart", async () => {
  await assertSurvivesSigkill({ PATINA_DATA_DIR: dir, DATABASE_URL: "" });
});
