// Webpack/Turbopack loader (next.config.ts applies it to @codemirror/commands and
// @codemirror/merge only): points their imports of @codemirror/language (and the Lezer packages
// it brings) at small local stand-ins, since the editor installs no language. After changing
// this file, delete .next/cache: Turbopack caches loader output.
const path = require("node:path");

const standIns = {
  commands: { "@codemirror/language": "no-language.ts", "@lezer/common": "no-language.ts" },
  merge: { "@codemirror/language": "no-language-merge.ts", "@lezer/highlight": "no-language-merge.ts" },
};

/**
 * The source with each stood-in import specifier replaced by the stand-in's path, relative to
 * `fromDir` (where the rewritten module lives; Turbopack resolves no absolute import paths).
 */
function withoutLanguage(source, resourcePath, fromDir = path.dirname(resourcePath)) {
  const pkg = /[\\/]@codemirror[\\/](commands|merge)[\\/]/.exec(resourcePath)?.[1];
  if (!pkg) return source;
  let out = source;
  for (const [spec, file] of Object.entries(standIns[pkg])) {
    const relative = path.relative(fromDir, require.resolve(`../components/editor/${file}`)).split(path.sep).join("/");
    const target = JSON.stringify(relative.startsWith(".") ? relative : `./${relative}`);
    out = out.replace(new RegExp(`from\\s*['"]${spec.replace("/", "\\/")}['"]`, "g"), `from ${target}`);
  }
  return out;
}

module.exports = function codemirrorWithoutLanguage(source) {
  return withoutLanguage(source, path.resolve(this.rootContext || ".", this.resourcePath));
};
module.exports.withoutLanguage = withoutLanguage;
