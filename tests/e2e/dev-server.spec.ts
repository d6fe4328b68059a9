import { expect, test } from "@playwright/test";
import { startServerProcess, type ServerProcess } from "../support/server-process";

/**
 * `npm run dev` for a new contributor: the Vite development server boots, pages render and
 * hydrate, the hot-reload socket connects under the CSP, and SIGTERM stops it. It runs the same
 * command as the npm script (without the media step, which the build already ran).
 */
const PORT = Number(process.env.E2E_PORT ?? 3100) + 7;
const base = `http://127.0.0.1:${PORT}`;
let server: ServerProcess;

test.describe.configure({ mode: "serial", timeout: 180_000 });

test.beforeAll(async () => {
  server = await startServerProcess(
    { ...process.env, NODE_ENV: "development", DATA_DIR: "memory://", LOG_LEVEL: "warn" },
    PORT,
    {
      command: { file: process.execPath, args: ["--conditions=development", "server/index.ts", "--dev"] },
      stdout: "pipe",
      readyWithinMs: 120_000,
    },
  );
});

test.afterAll(async () => {
  if (server.child.exitCode !== null) return;
  server.child.kill("SIGTERM");
  // It stops: drained (0), or ended by the signal, which Vite's bundler re-raises in development.
  const { code, signal } = await server.exited;
  expect([0, 143, "SIGTERM"], server.output()).toContain(code ?? signal);
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
