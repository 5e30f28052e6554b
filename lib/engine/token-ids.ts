// Token types for MATTR: every token of a document gets a small integer id, equal ids exactly
// when the tokens' lowercase forms (token.toLowerCase()) are equal. Ids come from one pass over
// the document with no per-token string: a token is lowercased unit by unit from a table and
// hashed into an open-addressing table over a pool of the distinct keys seen so far.
// Tokens whose lowercase is not unit-for-unit (İ, final Σ, surrogate pairs) take the exact
// String#toLowerCase route and land in the same table, so both routes agree on equality.

// Lowercase of each BMP code unit when it is context-free and one unit long, else NOT_SIMPLE.
// Filled lazily: most documents touch a few hundred distinct units.
const UNSEEN = -2;
const NOT_SIMPLE = -1;
let lowerTable: Int32Array | null = null;

/** Fills the table entry of a unit seen for the first time. */
function learnLower(table: Int32Array, c: number): number {
  let l: number;
  if ((c >= 0xd800 && c <= 0xdfff) || c === 0x0130 /* İ → i̇ */ || c === 0x03a3 /* Σ: final-sigma context */) {
    l = NOT_SIMPLE;
  } else {
    const s = String.fromCharCode(c).toLowerCase();
    l = s.length === 1 ? s.charCodeAt(0) : NOT_SIMPLE;
  }
  table[c] = l;
  return l;
}

// Scratch state reused across documents (the engine runs on every keystroke). Entries are
// valid only when stamped with the current generation, so nothing is cleared per document.
let generation = 0;
// Per lowercase unit u: [2u] the generation that saw it, [2u + 1] its id (adjacent, so a
// lookup touches one cache line: CJK text spreads its units over tens of kilobytes).
const unitSlot = new Int32Array(0x20000);
let slotStamp = new Int32Array(1024);
let slotId = new Int32Array(1024);
let keyHash = new Int32Array(256);
let keyStart = new Int32Array(256);
let keyLength = new Int32Array(256);
let pool = new Uint16Array(4096);
let poolUsed = 0;
let ids = new Int32Array(1024);
let distinct = 0;

function growKeys(): void {
  const size = keyHash.length * 2;
  const h = new Int32Array(size);
  h.set(keyHash);
  keyHash = h;
  const s = new Int32Array(size);
  s.set(keyStart);
  keyStart = s;
  const l = new Int32Array(size);
  l.set(keyLength);
  keyLength = l;
}

function ensurePool(size: number): void {
  if (size <= pool.length) return;
  const p = new Uint16Array(Math.max(pool.length * 2, size));
  p.set(pool.subarray(0, poolUsed));
  pool = p;
}

/** Rehash every key of this document into a table twice the size. */
function growSlots(): void {
  const size = slotId.length * 2;
  slotStamp = new Int32Array(size);
  slotId = new Int32Array(size);
  const mask = size - 1;
  for (let id = 0; id < distinct; id++) {
    if (keyLength[id] === 1) continue; // single units live in the unit table
    let k = keyHash[id] & mask;
    while (slotStamp[k] === generation) k = (k + 1) & mask;
    slotStamp[k] = generation;
    slotId[k] = id;
  }
}

function finishHash(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  return h ^ (h >>> 13);
}

/** Kana, CJK ideographs and Hangul syllables: caseless, so a unit is its own lowercase. */
function isCaselessUnit(c: number): boolean {
  return c >= 0x3040 && c <= 0xd7a3 && (c <= 0x9fff || c >= 0xac00);
}

/**
 * Ids of the first `count` tokens of `spans` (token k is text.slice(spans[2k], spans[2k + 1])),
 * and the number of distinct ids. The returned array is scratch space, valid until the next call.
 */
export function tokenIds(text: string, spans: Int32Array, count: number): { ids: Int32Array; distinct: number } {
  const table = lowerTable ?? (lowerTable = new Int32Array(0x10000).fill(UNSEEN));
  generation++;
  if (generation > 0x3fffffff) {
    generation = 1;
    unitSlot.fill(0);
    slotStamp.fill(0);
  }
  distinct = 0;
  poolUsed = 0;
  // Distinct keys never total more than the token lengths, or twice that for keys whose
  // lowercase grows (İ), so the pool cannot overflow during the pass.
  ensurePool(2 * text.length + 2);
  if (ids.length < count) ids = new Int32Array(Math.max(count, ids.length * 2));
  // The scratch state in locals for the pass (module variables cost a context load and a
  // bounds-check reload per access); re-read after the rare calls that grow a table.
  const gen = generation;
  const keys = pool;
  const out = ids;
  const units = unitSlot;
  let stamps = slotStamp;
  let slotIds = slotId;
  let mask = slotIds.length - 1;
  let hashes = keyHash;
  let starts = keyStart;
  let lengths = keyLength;
  let used = 0;
  let next = 0; // distinct ids so far
  for (let t = 0; t < count; t++) {
    const start = spans[2 * t];
    const end = spans[2 * t + 1];
    let len = end - start;
    if (len === 1) {
      // Every zh/ja token but ASCII words is one caseless unit, already in the unit table
      // after its first occurrence: answer those before any hashing.
      const c = text.charCodeAt(start);
      if (isCaselessUnit(c) && units[2 * c] === gen) {
        out[t] = units[2 * c + 1];
        continue;
      }
    }
    // The key: the token lowercased unit by unit into keys[used, used + len), hashed.
    let h = 0x811c9dc5;
    let i = 0;
    for (; i < len; i++) {
      const c = text.charCodeAt(start + i);
      let l = c;
      // Caseless units need no table lookup (and cause no cache miss).
      if (!isCaselessUnit(c)) {
        l = table[c];
        if (l < 0 && (l !== UNSEEN || (l = learnLower(table, c)) < 0)) break;
      }
      keys[used + i] = l;
      h = Math.imul(h ^ l, 0x01000193);
    }
    if (i < len) {
      // Not unit-for-unit: the exact String#toLowerCase, which may change the length.
      const key = text.slice(start, end).toLowerCase();
      len = key.length;
      h = 0x811c9dc5;
      for (let k = 0; k < len; k++) {
        const u = key.charCodeAt(k);
        keys[used + k] = u;
        h = Math.imul(h ^ u, 0x01000193);
      }
    }
    h = finishHash(h);
    if (len === 1) {
      // Single units have their own table.
      const u2 = 2 * keys[used];
      if (units[u2] === gen) {
        out[t] = units[u2 + 1];
        continue;
      }
      units[u2] = gen;
      units[u2 + 1] = next;
    } else {
      let k = h & mask;
      let found = -1;
      while (stamps[k] === gen) {
        const id = slotIds[k];
        if (hashes[id] === h && lengths[id] === len) {
          const at = starts[id];
          let j = 0;
          while (j < len && keys[at + j] === keys[used + j]) j++;
          if (j === len) {
            found = id;
            break;
          }
        }
        k = (k + 1) & mask;
      }
      if (found !== -1) {
        out[t] = found;
        continue;
      }
      stamps[k] = gen;
      slotIds[k] = next;
    }
    // A new key: commit it to the pool.
    if (next === hashes.length) {
      growKeys();
      hashes = keyHash;
      starts = keyStart;
      lengths = keyLength;
    }
    hashes[next] = h;
    starts[next] = used;
    lengths[next] = len;
    used += len;
    out[t] = next++;
    if (len !== 1 && next * 2 > slotIds.length) {
      distinct = next;
      growSlots();
      stamps = slotStamp;
      slotIds = slotId;
      mask = slotIds.length - 1;
    }
  }
  distinct = next;
  poolUsed = used;
  return { ids: out, distinct: next };
}
