import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { islandImports } from "./scripts/eslint/island-imports.js";

/**
 * Imports point one way: routes → components → features → lib → content and db. A module may
 * import its own layer and the layers below it, never one above. Inside a feature, client/ (the
 * browser's code) and server/ (`*.server.ts`) meet only in the feature's contract.ts.
 */
const up = (...folders) => `^(~/|(\\.\\./)+)(${folders.join("|")})(/|$)`;
// Tests are not part of the app's graph: a test may check content against pricing, say.
const layer = (files, message, ...regexes) => ({
  files,
  ignores: ["**/*.test.ts", "**/*.test.tsx"],
  rules: {
    "no-restricted-imports": ["error", { patterns: regexes.map((regex) => ({ regex, message })) }],
  },
});
const boundaries = [
  layer(
    ["app/content/**"],
    "content is the bottom layer: it imports only content.",
    up("lib", "features", "components", "routes"),
    "^~/root$",
    "(^|/)db/",
  ),
  layer(
    ["db/**"],
    "db imports only content.",
    "(^|/)app/(lib|features|components|routes)/",
    "^~/(lib|features|components|routes)/",
  ),
  layer(
    ["app/lib/**"],
    "lib imports only lib, content and db.",
    up("features", "components", "routes"),
    "^~/root$",
  ),
  layer(
    ["app/features/**"],
    "features import features, lib, content and db, never components or routes.",
    up("components", "routes"),
    "^~/root$",
  ),
  layer(
    ["app/features/*/client/**"],
    "Browser code never imports a feature's server/ folder: share types through contract.ts.",
    up("components", "routes"),
    "^~/root$",
    "(^|/)server/",
  ),
  layer(
    ["app/features/*/server/**"],
    "Server code never imports a feature's client/ folder: share types through contract.ts.",
    up("components", "routes"),
    "^~/root$",
    "(^|/)client/",
  ),
  layer(
    ["app/components/**"],
    "components import features, lib and content, never routes.",
    up("routes"),
    "^~/root$",
  ),
];

export default tseslint.config(
  {
    ignores: [
      "build/",
      "scripts/bench/template/build/",
      "scripts/bench/template/.react-router/",
      "build-*/",
      "test-results*/",
      ".react-router/",
      "node_modules/",
      "data/",
      "test-results/",
      "playwright-report/",
      "coverage/",
      ".lighthouse/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // Floating promises are the classic payment-code bug.
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/only-throw-error": "off", // React Router loaders throw Responses by design
    },
  },
  {
    // Hooks live in .ts files too (use-form-start.ts, use-carousel.ts): the rules apply to both.
    files: ["app/**/*.ts", "app/**/*.tsx"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ["**/*.tsx"],
    plugins: { "jsx-a11y": jsxA11y },
    rules: jsxA11y.flatConfigs.recommended.rules,
  },
  {
    files: ["**/*.js"],
    ...tseslint.configs.disableTypeChecked,
  },
  ...boundaries,
  {
    // No module imports itself through others: a cycle decides the order modules start in by
    // accident, and it ties layers that should stand apart. Type-only imports count for madge only.
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts"],
    plugins: { "import-x": importX },
    settings: { "import-x/resolver-next": [createTypeScriptImportResolver({ project: "tsconfig.json" })] },
    rules: { "import-x/no-cycle": "error" },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    plugins: { local: islandImports },
    rules: { "local/island-imports": "error" },
  },
);
