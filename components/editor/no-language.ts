// Stand-in for @codemirror/language inside @codemirror/commands (next.config.ts rewrites that
// import here, see scripts/codemirror-without-language.cjs). The draft editor is prose with no
// language installed, so @codemirror/language would always see its empty tree (Tree.empty):
// these are its functions reduced to what they do on that tree, without the parser machinery
// (~10 KB gzipped of first-load JS). Also stands in for @lezer/common's NodeProp.
import { countColumn, EditorState, Facet } from "@codemirror/state";

/** Node props that no node of the empty tree carries. */
export class NodeProp {
  static closedBy = new NodeProp();
  static openedBy = new NodeProp();
}

interface EmptyNode {
  readonly from: 0;
  readonly to: 0;
  readonly name: "";
  readonly parent: null;
  readonly firstChild: null;
  readonly lastChild: null;
  readonly type: { readonly name: ""; prop(prop: unknown): undefined };
  childBefore(pos: number): null;
  childAfter(pos: number): null;
}
const emptyNode: EmptyNode = {
  from: 0,
  to: 0,
  name: "",
  parent: null,
  firstChild: null,
  lastChild: null,
  type: { name: "", prop: () => undefined },
  childBefore: () => null,
  childAfter: () => null,
};
/** Tree.empty as the commands use it: one top node covering 0..0, with no children. */
const emptyTree = {
  length: 0,
  resolveInner: (): EmptyNode => emptyNode,
  resolveStack: () => ({ node: emptyNode, next: null }),
};
export function syntaxTree(_state: EditorState): typeof emptyTree {
  return emptyTree;
}

export const indentUnit = Facet.define<string, string>({
  combine: (values) => {
    if (!values.length) return "  ";
    const unit = values[0];
    if (!unit || /\S/.test(unit) || Array.from(unit).some((e) => e != unit[0])) throw new Error("Invalid indent unit: " + JSON.stringify(values[0]));
    return unit;
  },
});

export function getIndentUnit(state: EditorState): number {
  const unit = state.facet(indentUnit);
  return unit.charCodeAt(0) == 9 ? state.tabSize * unit.length : unit.length;
}

export function indentString(state: EditorState, cols: number): string {
  let result = "";
  const ts = state.tabSize;
  let ch = state.facet(indentUnit)[0];
  if (ch == "\t") {
    while (cols >= ts) {
      result += "\t";
      cols -= ts;
    }
    ch = " ";
  }
  for (let i = 0; i < cols; i++) result += ch;
  return result;
}

interface IndentOptions {
  overrideIndentation?: (pos: number) => number;
  simulateBreak?: number;
  simulateDoubleBreak?: boolean;
}
/** @codemirror/language's IndentContext, unchanged (it reads only the document). */
export class IndentContext {
  readonly unit: number;
  constructor(
    readonly state: EditorState,
    readonly options: IndentOptions = {},
  ) {
    this.unit = getIndentUnit(state);
  }
  lineAt(pos: number, bias = 1): { text: string; from: number } {
    const line = this.state.doc.lineAt(pos);
    const { simulateBreak, simulateDoubleBreak } = this.options;
    if (simulateBreak != null && simulateBreak >= line.from && simulateBreak <= line.to) {
      if (simulateDoubleBreak && simulateBreak == pos) return { text: "", from: pos };
      else if (bias < 0 ? simulateBreak < pos : simulateBreak <= pos) return { text: line.text.slice(simulateBreak - line.from), from: simulateBreak };
      else return { text: line.text.slice(0, simulateBreak - line.from), from: line.from };
    }
    return line;
  }
  textAfterPos(pos: number, bias = 1): string {
    if (this.options.simulateDoubleBreak && pos == this.options.simulateBreak) return "";
    const { text, from } = this.lineAt(pos, bias);
    return text.slice(pos - from, Math.min(text.length, pos + 100 - from));
  }
  column(pos: number, bias = 1): number {
    const { text, from } = this.lineAt(pos, bias);
    let result = this.countColumn(text, pos - from);
    const override = this.options.overrideIndentation ? this.options.overrideIndentation(from) : -1;
    if (override > -1) result += override - this.countColumn(text, text.search(/\S|$/));
    return result;
  }
  countColumn(line: string, pos = line.length): number {
    return countColumn(line, this.state.tabSize, pos);
  }
  lineIndent(pos: number, bias = 1): number {
    const { text, from } = this.lineAt(pos, bias);
    const override = this.options.overrideIndentation;
    if (override) {
      const overriden = override(from);
      if (overriden > -1) return overriden;
    }
    return this.countColumn(text, text.search(/\S|$/));
  }
  get simulatedBreak(): number | null {
    return this.options.simulateBreak || null;
  }
}

/**
 * With no indent service and the empty tree, the real function indents only position 0 (the
 * tree's length), to column 0 (its top-node rule); everywhere else it cannot tell (null).
 */
export function getIndentation(_context: IndentContext | EditorState, pos: number): number | null {
  return pos <= 0 ? 0 : null;
}

const DefaultScanDist = 10000,
  DefaultBrackets = "()[]{}";
interface BracketMatch {
  start: { from: number; to: number };
  end?: { from: number; to: number };
  matched: boolean;
}
/** Plain-text bracket matching: what the real function falls back to when no node is a bracket. */
export function matchBrackets(state: EditorState, pos: number, dir: -1 | 1, config: { maxScanDistance?: number; brackets?: string } = {}): BracketMatch | null {
  const maxScanDistance = config.maxScanDistance || DefaultScanDist,
    brackets = config.brackets || DefaultBrackets;
  if (dir < 0 ? !pos : pos == state.doc.length) return null;
  const startCh = dir < 0 ? state.sliceDoc(pos - 1, pos) : state.sliceDoc(pos, pos + 1);
  const bracket = brackets.indexOf(startCh);
  if (bracket < 0 || (bracket % 2 == 0) != dir > 0) return null;
  const startToken = { from: dir < 0 ? pos - 1 : pos, to: dir > 0 ? pos + 1 : pos };
  const iter = state.doc.iterRange(pos, dir > 0 ? state.doc.length : 0);
  let depth = 0;
  for (let distance = 0; !iter.next().done && distance <= maxScanDistance; ) {
    const text = iter.value;
    if (dir < 0) distance += text.length;
    const basePos = pos + distance * dir;
    for (let p = dir > 0 ? 0 : text.length - 1, end = dir > 0 ? text.length : -1; p != end; p += dir) {
      const found = brackets.indexOf(text[p]);
      if (found < 0) continue;
      if ((found % 2 == 0) == dir > 0) depth++;
      else if (depth == 1) return { start: startToken, end: { from: basePos + p, to: basePos + p + 1 }, matched: found >> 1 == bracket >> 1 };
      else depth--;
    }
    if (dir > 0) distance += text.length;
  }
  return iter.done ? { start: startToken, matched: false } : null;
}
