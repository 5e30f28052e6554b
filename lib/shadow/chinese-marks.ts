// Chinese function words for the shadow features: modal particles, 的, 了, 我 and
// discourse connectives, counted in one pass (a table marks the units that matter).

export interface ChineseMarks {
  particles: number;
  de: number;
  le: number;
  firstPerson: number;
  connectives: number;
}

const PARTICLES = "吗呢吧啊呀嘛哦哈";
/** None of these overlaps itself, so counting every start equals counting non-overlapping matches. */
export const ZH_CONNECTIVES = ["首先", "其次", "此外", "总之", "因此", "然而", "同时", "另外", "综上所述", "总的来说", "总而言之", "最后"];

const PARTICLE = 1;
const DE = 2;
const LE = 3;
const WO = 4;
const KIND_MASK = 7;
const CONNECTIVE_START = 8;

let table: Uint8Array | null = null;
/** Connectives by their first unit. */
const byFirst = new Map<number, string[]>();

function unitTable(): Uint8Array {
  if (table) return table;
  const t = new Uint8Array(0x10000);
  for (const ch of PARTICLES) t[ch.charCodeAt(0)] = PARTICLE;
  t["的".charCodeAt(0)] = DE;
  t["了".charCodeAt(0)] = LE;
  t["我".charCodeAt(0)] = WO;
  for (const c of ZH_CONNECTIVES) {
    const u = c.charCodeAt(0);
    t[u] |= CONNECTIVE_START;
    let list = byFirst.get(u);
    if (!list) byFirst.set(u, (list = []));
    list.push(c);
  }
  return (table = t);
}

export function chineseMarks(text: string): ChineseMarks {
  const t = unitTable();
  const m: ChineseMarks = { particles: 0, de: 0, le: 0, firstPerson: 0, connectives: 0 };
  for (let i = 0, n = text.length; i < n; i++) {
    const u = text.charCodeAt(i);
    const k = t[u];
    if (k === 0) continue;
    const kind = k & KIND_MASK;
    if (kind === PARTICLE) m.particles++;
    else if (kind === DE) m.de++;
    else if (kind === LE) m.le++;
    else if (kind === WO) m.firstPerson++;
    if (k & CONNECTIVE_START) for (const c of byFirst.get(u)!) if (text.startsWith(c, i)) m.connectives++;
  }
  return m;
}
