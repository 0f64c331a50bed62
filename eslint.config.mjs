import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";

/**
 * typescript-eslint's recommended rules with type information, and React's hook rules for the console.
 * `npm run lint` (also run by `npm test`) must report nothing.
 */
export default tseslint.config(
  {
    ignores: [
      "node_modules/",
      ".next/",
      "dist/",
      ".data/",
      ".bench/",
      "test-results/",
      "playwright-report/",
      "next-env.d.ts",
      "lib/db/migrations/",
    ],
  },
  ...tseslint.configs.recommended,
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
    },
  },
);
