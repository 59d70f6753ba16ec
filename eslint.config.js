// ESLint flat config, after the Epic Stack's .eslintrc.cjs: type-only imports marked as such,
// imports in one order, the hooks rules, and import boundaries that keep the code's shape
// (routes own their folders, browser code gets no server values, app code no test code).
// No type-aware rules: they need the whole program and are slow on a 2-core CI machine.
import { readdirSync } from "node:fs";
import js from "@eslint/js";
import { defineConfig, globalIgnores } from "eslint/config";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const root = import.meta.dirname;
const routeFolders = readdirSync(`${root}/app/routes`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
// Route folders are named like "sitemap[.]xml" or "($lang)": in a glob each such character matches itself.
const globOf = (folder) => `${root}/app/routes/${folder.replace(/[[\](){}*?]/g, "[$&]")}/**`;

const SHARED_HOME = "put what both need in app/components, app/utils or app/models";

export default defineConfig(
  globalIgnores([
    "build/",
    "public/build/",
    ".cache/",
    "**/.wrangler/",
    "test-results/",
    "playwright-report/",
    "screenshots/",
    "supabase/.data/",
    "worker-configuration.d.ts",
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: "error" },
    languageOptions: { globals: { ...globals.node } },
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver()],
      "import-x/internal-regex": "^~/",
    },
    rules: {
      "@typescript-eslint/consistent-type-imports": [
        "error",
        { prefer: "type-imports", disallowTypeAnnotations: true, fixStyle: "inline-type-imports" },
      ],
      // Module augmentation (AppLoadContext in load-context.ts) extends an interface with nothing of its own.
      "@typescript-eslint/no-empty-object-type": ["error", { allowInterfaces: "with-single-extends" }],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
      "import-x/first": "error",
      "import-x/no-duplicates": ["error", { "prefer-inline": true }],
      "import-x/order": [
        "error",
        {
          groups: ["builtin", "external", "internal", "parent", "sibling", "index"],
          "newlines-between": "never",
          alphabetize: { order: "asc", caseInsensitive: true },
        },
      ],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ...react.configs.flat.recommended,
    ...react.configs.flat["jsx-runtime"],
    languageOptions: {
      ...react.configs.flat.recommended.languageOptions,
      globals: { ...globals.browser, ...globals.serviceworker },
    },
    settings: { react: { version: "detect" } },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      // A missing dependency is a stale value on screen; a deliberate omission says why in a disable comment.
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    files: ["app/**"],
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          basePath: root,
          zones: [
            ...routeFolders.map((folder) => ({
              target: globOf(folder),
              from: `${root}/app/routes/**`,
              except: [globOf(folder)],
              message: `A route imports only from its own folder (app/routes/${folder}/); ${SHARED_HOME}.`,
            })),
            {
              target: `${root}/app/routes/*.{ts,tsx}`,
              // Flat routes are .tsx (their styles are .css.ts beside them, which they may import).
              from: [...routeFolders.map(globOf), `${root}/app/routes/*.tsx`],
              message: `A route does not import another route's folder; ${SHARED_HOME}.`,
            },
            {
              target: [
                "./app/components",
                "./app/content",
                "./app/models",
                "./app/styles",
                "./app/utils",
                "./app/root.tsx",
                "./app/entry.client.tsx",
                "./app/entry.server.tsx",
              ],
              from: "./app/routes",
              message: `Shared code does not depend on a route; ${SHARED_HOME}.`,
            },
            {
              target: "./app",
              from: ["./tests", "./supabase/local"],
              message: "The app ships to the Worker and the browser: it imports nothing from tests/ or supabase/local/.",
            },
          ],
        },
      ],
    },
  },
  {
    // Components and route parts render in the browser, where *.server modules do not exist
    // (a route's server helpers in parts/, named *.server, never reach the browser).
    files: ["app/components/**", "app/routes/*/parts/**"],
    ignores: ["**/*.server.ts", "**/*.server.test.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "\\.server$",
              allowTypeImports: true,
              message:
                "Browser code imports only types from *.server modules; pass values in from the route's loader.",
            },
          ],
        },
      ],
    },
  },
  {
    // The service role key bypasses row-level security and the JWT secret signs tokens for any
    // member: only app/utils/admin.server.ts reads them, for the few operations listed there
    // and in docs/security.md.
    files: ["app/**/*.{ts,tsx}", "server.ts", "load-context.ts"],
    ignores: ["app/utils/admin.server.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: ":matches(Identifier, Literal)[name='SUPABASE_SERVICE_ROLE_KEY'], Literal[value='SUPABASE_SERVICE_ROLE_KEY']",
          message: "Only app/utils/admin.server.ts may use the service role key: add the operation there.",
        },
        {
          // As powerful: it signs tokens for any member (the dealer API's, in admin.server.ts).
          selector: ":matches(Identifier, Literal)[name='SUPABASE_JWT_SECRET'], Literal[value='SUPABASE_JWT_SECRET']",
          message: "Only app/utils/admin.server.ts may use the JWT secret: add the operation there.",
        },
      ],
    },
  },
);
