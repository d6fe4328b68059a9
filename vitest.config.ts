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
          include: [
            "app/**/*.test.{ts,tsx}",
            "server/**/*.test.ts",
            "scripts/**/*.test.ts",
            "db/**/*.test.ts",
          ],
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
          // The full suite's (npm run test:all), not the gate's: processes killed, links cut, services
          // stalled (faults/), and checks that take most of a minute each (slow/: a backup under load,
          // sign-in timing, `npm start` on production dependencies).
          name: "faults",
          include: ["tests/faults/**/*.test.ts", "tests/slow/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
