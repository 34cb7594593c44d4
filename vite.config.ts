import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { chunkGraph } from "./scripts/support/chunk-graph-plugin";

// React, React DOM and React Router load on every page: one chunk for them, whatever else
// the app's routes share. Left to the bundler, each new route that imports only part of them
// (an admin page without a link, say) splits the framework into more, smaller files, and each
// split costs the landing page gzip bytes it did not ask for (its budget is 130 KB).
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)[\\/]/;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), chunkGraph()],
  resolve: { tsconfigPaths: true },
  build: { assetsInlineLimit: 0 },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: { codeSplitting: { groups: [{ name: "framework", test: FRAMEWORK }] } },
        },
      },
    },
  },
});
