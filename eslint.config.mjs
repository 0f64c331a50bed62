import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";

/**
 * typescript-eslint's recommended rules, React's hook rules for the console, and the two promise rules
 * that need type information (a promise nobody awaits loses its rejection). `void` before a call marks
 * a promise whose failures are shown where it is made (a form alert, a toast, react-query's error
 * state), with a comment where that is not plain. `npm run lint` (also run by `npm test`) must report
 * nothing. No `--cache`: ESLint's cache is per file, and these rules' findings change with other files.
 */
export default tseslint.config(
  {
    ignores: [
      "node_modules/",
      ".next/",
      "dist/",
      ".data/",
      ".bench/",
      ".scratch/",
      "test-results/",
      "playwright-report/",
      "next-env.d.ts",
      "lib/db/migrations/",
    ],
  },
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
  },
  {
    files: ["**/*.tsx", "components/**/*.ts", "app/**/*.ts"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
      "@typescript-eslint/no-floating-promises": [
        "error",
        {
          // node:test runs every test()/describe() it is given and reports their failures itself.
          allowForKnownSafeCalls: [
            { from: "package", package: "node:test", name: ["test", "it", "describe", "suite"] },
          ],
        },
      ],
      "@typescript-eslint/no-misused-promises": "error",
    },
  },
  {
    // The few JavaScript files (configs, a docs example) are outside tsconfig.json's program.
    files: ["**/*.{js,mjs,cjs}"],
    ...tseslint.configs.disableTypeChecked,
  },
);
