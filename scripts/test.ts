/**
 * `npm test` is the fast gate a contributor runs before every push, on the embedded database with
 * no services: typecheck, lint, formatting (Prettier), unused files, exports and dependencies
 * (knip), unit tests, build, integration tests on PGlite, then browser tests in Chromium (all but
 * the longest stories, which playwright.config.ts names).
 *
 * `npm run test:all` is the full suite CI runs: the same, plus the fault suites (kill -9, SIGTERM,
 * cut links, stalled services), the longest browser stories, and the PostgreSQL half of every
 * integration, fault and browser test that runs per engine (TEST_DATABASE_URL, required), and Redis when TEST_REDIS_URL is set.
 * `npm run test:all -- --after-gate` is for a checkout on which `npm test` has just passed (CI
 * runs both): it skips what the gate proved and runs only what the gate leaves out.
 *
 * Each step stops the run at its first failure; the fast ones come first.
 */
import { spawnSync } from "node:child_process";

type Step = [name: string, command: string[], env?: Record<string, string>];

const gate: Step[] = [
  ["typecheck", ["npm", "run", "typecheck"]],
  ["lint", ["npm", "run", "lint"]],
  ["format:check", ["npm", "run", "format:check"]],
  ["knip", ["npm", "run", "knip"]],
  ["unit", ["npm", "run", "test:unit"]],
  ["build", ["npm", "run", "build"]],
  ["integration", ["npm", "run", "test:integration"], { TEST_DATABASE_URL: "", TEST_REDIS_URL: "" }],
  ["e2e", ["npm", "run", "test:e2e"], { TEST_DATABASE_URL: "", TEST_REDIS_URL: "", E2E_SCOPE: "gate" }],
];

// What the gate leaves out: the fault suites on every engine, PostgreSQL's half of the rest, and the
// longest browser stories.
const beyondGate: Step[] = [
  ["faults", ["npm", "run", "test:faults"]],
  ["integration on PostgreSQL", ["npm", "run", "test:integration"], { TEST_ENGINES: "postgres" }],
  // The browser stories the gate leaves out (playwright.config.ts), on both engines.
  ["e2e beyond the gate", ["npm", "run", "test:e2e"], { E2E_SCOPE: "beyond-gate" }],
];

const args = process.argv.slice(2);
const all = args.includes("--all");
const afterGate = args.includes("--after-gate");
if (all && !process.env.TEST_DATABASE_URL) {
  console.error(
    "test:all needs PostgreSQL: set TEST_DATABASE_URL to an admin URL, e.g. postgres://root@127.0.0.1:5432/test",
  );
  process.exit(2);
}
const steps = !all ? gate : afterGate ? beyondGate : [...gate, ...beyondGate];

for (const [name, [cmd, ...cmdArgs], env] of steps) {
  console.log(`\n▶ ${name}`);
  const started = performance.now();
  const result = spawnSync(cmd!, cmdArgs, {
    stdio: "inherit",
    env: { ...process.env, CI: process.env.CI ?? "", ...env },
  });
  const seconds = Math.round((performance.now() - started) / 1000);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds} s)`);
}
console.log(`\n✔ all checks passed (${all ? "full suite" : "fast gate"})`);
