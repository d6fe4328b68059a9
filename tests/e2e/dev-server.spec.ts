import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { expect, test } from "@playwright/test";

/**
 * `npm run dev` for a new contributor: the Vite development server boots, pages render and
 * hydrate, the hot-reload socket connects under the CSP, and SIGTERM stops it. It runs the same
 * command as the npm script (without the media step, which the build already ran).
 */
const PORT = Number(process.env.E2E_PORT ?? 3100) + 7;
const base = `http://127.0.0.1:${PORT}`;
let server: ChildProcess;
let output = "";

test.describe.configure({ mode: "serial", timeout: 180_000 });

test.beforeAll(async () => {
  server = spawn(process.execPath, ["--conditions=development", "server/index.ts", "--dev"], {
    env: {
      ...process.env,
      NODE_ENV: "development",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: "memory://",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout!.on("data", (d: Buffer) => (output += d.toString()));
  server.stderr!.on("data", (d: Buffer) => (output += d.toString()));
  // Ready when /healthz answers; give up if the process dies first.
  await expect
    .poll(
      async () => {
        if (server.exitCode !== null) throw new Error(`dev server exited:\n${output}`);
        return fetch(`${base}/healthz`).then(
          (r) => r.status,
          () => 0,
        );
      },
      { timeout: 120_000, intervals: [500] },
    )
    .toBe(200);
});

test.afterAll(async () => {
  if (server.exitCode !== null) return;
  const exited = once(server, "exit");
  server.kill("SIGTERM");
  // It stops: drained (0), or ended by the signal, which Vite's bundler re-raises in development.
  const [code, signal] = (await exited) as [number | null, NodeJS.Signals | null];
  expect([0, 143, "SIGTERM"], output).toContain(code ?? signal);
});

for (const path of ["/", "/preorder"]) {
  test(`dev server renders and hydrates ${path}`, async ({ page }) => {
    const problems: string[] = [];
    let hmrConnected = false;
    page.on("pageerror", (e) => problems.push(`pageerror: ${e.message}`));
    page.on("console", (m) => {
      if (m.text().includes("[vite] connected")) hmrConnected = true;
      if (m.type() === "error") problems.push(m.text());
    });
    const response = await page.goto(`${base}${path}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1, { timeout: 90_000 });
    await expect.poll(() => hmrConnected, { timeout: 30_000 }).toBe(true);
    // No CSP refusal of the hot-reload socket, no second React, no hydration mismatch.
    expect(problems).toEqual([]);
  });
}
