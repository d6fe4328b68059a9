import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { contentMarkdown } from "./scripts/markdown/vite-plugin.ts";

export default defineConfig({
  // The server build's entry is our Express app, so the whole server (middleware, database,
  // payments) ships as one bundle with the React Router build it serves.
  environments: {
    ssr: {
      build: { rolldownOptions: { input: "./server/app.ts" } },
      // Bundled, not loaded from node_modules at start-up: Node's loader reads drizzle-orm's
      // 180 KB package.json (an export map of every file) again for each of its modules it
      // imports, which cost seconds of every start.
      resolve: { noExternal: ["drizzle-orm"] },
    },
  },
  resolve: { tsconfigPaths: true },
  plugins: [contentMarkdown(), tailwindcss(), reactRouter()],
  server: { port: 3000 },
  // Dependencies the browser needs, named up front: found only on a later page, they would be
  // bundled again mid-session and the page would load React twice ("Invalid hook call").
  optimizeDeps: {
    include: [
      "react",
      "react-dom",
      "react-dom/client",
      "react-router",
      "zod",
      "zod/mini",
      "hast-util-to-jsx-runtime",
    ],
  },
});
