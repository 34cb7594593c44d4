import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "node_modules/",
      "public/",
      "test-results/",
      "playwright-report/",
      "data/",
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
    },
  },
  // The admin panel's own code and libraries never reach a public page
  // (docs/admin.md "Who and how", decision 0017): browser code outside the panel may not import them. `npm run size`'s
  // boundary check proves the same on the built chunks.
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: [
      "app/routes/admin/**",
      "app/components/admin/**",
      "app/lib/admin/**",
      "app/.server/**",
      "app/**/*.test.ts",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                "~/components/admin/*",
                "~/lib/admin/*",
                "**/components/admin/*",
                "**/lib/admin/*",
              ],
              message:
                "Admin panel code: import it only from app/routes/admin or other admin code.",
            },
            {
              group: ["csv-stringify", "csv-stringify/*", "@tiptap/*", "@tanstack/*"],
              message: "An admin-only library: import it only from admin code.",
            },
          ],
        },
      ],
    },
  },
);
