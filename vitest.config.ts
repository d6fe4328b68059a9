import { defineConfig } from "vitest/config";
import { contentMarkdown } from "./scripts/markdown/vite-plugin.ts";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  // Unit tests read the compiled articles and policies, as the app does.
  plugins: [contentMarkdown()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // Processes killed, links cut, services stalled: the full suite's (npm run test:all).
          name: "faults",
          include: ["tests/faults/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
