/**
 * `npm test`: every check, in order, stopping at the first failure (the fast ones first): typecheck,
 * lint, formatting (Prettier), unused files, exports and dependencies (knip), unit tests, build,
 * integration tests (PGlite always, PostgreSQL too when TEST_DATABASE_URL is set), then browser
 * tests in Chromium.
 */
import { spawnSync } from "node:child_process";

const steps: [string, string[]][] = [
  ["typecheck", ["npm", "run", "typecheck"]],
  ["lint", ["npm", "run", "lint"]],
  ["format:check", ["npm", "run", "format:check"]],
  ["knip", ["npm", "run", "knip"]],
  ["unit", ["npm", "run", "test:unit"]],
  ["build", ["npm", "run", "build"]],
  ["integration", ["npm", "run", "test:integration"]],
  ["e2e", ["npm", "run", "test:e2e"]],
];

for (const [name, [cmd, ...args]] of steps) {
  console.log(`\n▶ ${name}`);
  const result = spawnSync(cmd!, args, {
    stdio: "inherit",
    env: { ...process.env, CI: process.env.CI ?? "" },
  });
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed`);
    process.exit(result.status ?? 1);
  }
}
console.log("\n✔ all checks passed");
