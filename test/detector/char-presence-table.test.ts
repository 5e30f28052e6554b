import assert from "node:assert/strict";
import { test } from "node:test";
import { charPresence, charPresencePlain } from "../../lib/detector/char-presence";

test("the code-unit table answers as the branchy lookup does, for every one of the 65,536 units", () => {
  const wrong: string[] = [];
  for (let c = 0; c < 65536; c++) {
    const unit = String.fromCharCode(c);
    if (charPresence(unit) !== charPresencePlain(unit)) wrong.push(c.toString(16));
  }
  assert.deepEqual(wrong, []);
});
