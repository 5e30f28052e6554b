import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";

export default tseslint.config(
  { ignores: [".next/**", ".next-*/**", "node_modules/**", "data/**", "lib/generated/**", "test-results/**", "playwright-report/**", "next-env.d.ts"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,mjs}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // CommonJS entry points Node loads as they are (scripts/load-bundle.cjs and the worker entry).
    files: ["**/*.cjs"],
    languageOptions: { sourceType: "commonjs", globals: { require: "readonly", module: "writable" } },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    // lib/ runs in the browser and on the server: no framework imports.
    files: ["lib/**/*.ts"],
    ignores: ["lib/node/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["react", "react-dom", "next", "next/*"], message: "lib/ is framework-free." },
            { group: ["node:*", "fs", "path", "child_process"], message: "lib/ runs in the browser; put file access in lib/node/." },
            { group: ["openai", "openai/*"], message: "Only lib/node/llm-*.ts constructs the openai client; lib/llm takes a ChatClient." },
          ],
        },
      ],
    },
  },
);
