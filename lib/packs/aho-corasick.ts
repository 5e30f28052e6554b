// Aho–Corasick over UTF-16 code units: one pass finds every keyword of a language,
// however many patterns the packs hold. Built once per PackSet.

const ROOT = 0;

export interface KeywordHit {
  keyword: number;
  /** Offset of the keyword's first code unit in the searched string. */
  start: number;
  end: number;
}

export class AhoCorasick {
  readonly keywords: readonly string[];
  /** (state * 65536 + codeUnit) → next state; sparse, so one Map for the whole trie. */
  private readonly goto = new Map<number, number>();
  private fail: Int32Array;
  /** Keywords ending exactly at a state (by index), and the nearest suffix state with output. */
  private out: number[][];
  private dictLink: Int32Array;
  /** Code units that occur in some keyword: any other unit sends the scan back to the root. */
  private readonly alphabet = new Uint8Array(65536);

  constructor(keywords: readonly string[]) {
    this.keywords = keywords;
    const out: number[][] = [[]];
    const depth: number[] = [0];
    let states = 1;
    keywords.forEach((word, k) => {
      if (word.length === 0) return;
      let s = ROOT;
      for (let i = 0; i < word.length; i++) {
        const c = word.charCodeAt(i);
        this.alphabet[c] = 1;
        const key = s * 65536 + c;
        let next = this.goto.get(key);
        if (next === undefined) {
          next = states++;
          this.goto.set(key, next);
          out.push([]);
          depth.push(depth[s] + 1);
        }
        s = next;
      }
      out[s].push(k);
    });
    this.out = out;
    this.fail = new Int32Array(states);
    this.dictLink = new Int32Array(states).fill(-1);
    // Breadth-first over the trie: children grouped by parent.
    const children: [number, number][][] = Array.from({ length: states }, () => []);
    for (const [key, child] of this.goto) children[Math.floor(key / 65536)].push([key % 65536, child]);
    const queue: number[] = [];
    for (const [, child] of children[ROOT]) {
      this.fail[child] = ROOT;
      queue.push(child);
    }
    for (let qi = 0; qi < queue.length; qi++) {
      const s = queue[qi];
      for (const [c, child] of children[s]) {
        let f = this.fail[s];
        let target = this.goto.get(f * 65536 + c);
        while (target === undefined && f !== ROOT) {
          f = this.fail[f];
          target = this.goto.get(f * 65536 + c);
        }
        this.fail[child] = target !== undefined && target !== child ? target : ROOT;
        const fc = this.fail[child];
        this.dictLink[child] = out[fc].length > 0 ? fc : this.dictLink[fc];
        queue.push(child);
      }
    }
  }

  /** Calls onHit for every occurrence (overlapping ones included), in order of end offset. */
  scan(text: string, onHit: (keyword: number, start: number, end: number) => void): void {
    const { goto, fail, out, dictLink, alphabet, keywords } = this;
    let s = ROOT;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (alphabet[c] === 0) {
        s = ROOT;
        continue;
      }
      let next = goto.get(s * 65536 + c);
      while (next === undefined && s !== ROOT) {
        s = fail[s];
        next = goto.get(s * 65536 + c);
      }
      s = next ?? ROOT;
      for (let o = out[s].length > 0 ? s : dictLink[s]; o !== -1; o = dictLink[o]) {
        for (const k of out[o]) onHit(k, i + 1 - keywords[k].length, i + 1);
      }
    }
  }

  findAll(text: string): KeywordHit[] {
    const hits: KeywordHit[] = [];
    this.scan(text, (keyword, start, end) => hits.push({ keyword, start, end }));
    return hits;
  }
}
