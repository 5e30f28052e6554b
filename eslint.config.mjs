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
          ],
        },
      ],
    },
  },
);
