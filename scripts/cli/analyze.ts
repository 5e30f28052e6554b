// `analyze [--lang auto|ko|en|zh|ja] [FILE|-]`: the stylometry analysis of a text as JSON.
import { CliError, parseArgs, readTextInput } from "./io";
import { analyzeText } from "../../lib/engine/analyze";
import { EmptyTextError, UnsupportedLanguageError } from "../../lib/engine/errors";
import { renderSuspectZones } from "../../lib/engine/suspect-zones";
import { LANGS, type Lang } from "../../lib/engine/types";

export function run(argv: string[]): number {
  const { flags, positionals } = parseArgs(argv);
  const unknown = Object.keys(flags).filter((f) => f !== "lang");
  if (unknown.length) throw new CliError(`unknown option --${unknown[0]}`);
  if (positionals.length > 1) throw new CliError("analyze takes at most one FILE");
  const lang = flags.lang ?? "auto";
  if (lang === true || (lang !== "auto" && !(LANGS as readonly string[]).includes(lang))) {
    throw new CliError(`bad --lang "${String(lang)}": expected auto, ${LANGS.join(", ")}`);
  }
  const text = readTextInput(positionals[0]);
  let analysis;
  try {
    analysis = analyzeText(text, { lang: lang as Lang | "auto" });
  } catch (err) {
    if (err instanceof EmptyTextError || err instanceof UnsupportedLanguageError) throw new CliError(err.message);
    throw err;
  }
  // The input is the caller's own file; repeating it would only bloat the output.
  const { text: _input, ...rest } = analysis;
  void _input;
  process.stdout.write(JSON.stringify({ ...rest, suspectZones: renderSuspectZones(analysis) }, null, 2) + "\n");
  return 0;
}
