import { execFile } from "node:child_process";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, expect, test } from "vitest";
import { startServerProcess } from "../support/server-process";

/**
 * `npm start` runs on production dependencies alone, as in the Docker image: a copy of the built
 * checkout (timestamps kept, so the pre-start check sees a fresh build and does not rebuild) with
 * `npm ci --omit=dev` boots, answers /healthz, renders `/` and stops on SIGTERM. The Node binary is
 * the platform's (the image's node:24), here the one running this test.
 */
const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");
const buildDir = process.env.BUILD_DIR ?? "build";
let dir = "";

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

test("npm start serves the site with production dependencies only", { timeout: 240_000 }, async () => {
  dir = await mkdtemp(path.join(tmpdir(), "luxid-prod-"));
  const copy = (p: string, to = p) =>
    cp(path.join(root, p), path.join(dir, to), { recursive: true, preserveTimestamps: true });
  await Promise.all([
    copy("package.json"),
    copy("package-lock.json"),
    copy(buildDir, "build"),
    copy("server"),
    copy("db"),
    copy("scripts/ensure-build.ts"),
  ]);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ""}`,
    BUILD_DIR: "build",
  };
  delete env.NODE_OPTIONS;
  await run("npm", ["ci", "--omit=dev", "--no-audit", "--no-fund"], { cwd: dir, env });
  // No dev tool came along: the app cannot lean on one by accident.
  await expect(run(process.execPath, ["-e", "require.resolve('vite')"], { cwd: dir })).rejects.toThrow();

  const server = await startServerProcess(
    { ...env, HOST: "127.0.0.1", DATA_DIR: "memory://", LOG_LEVEL: "warn" },
    undefined,
    { command: { file: "npm", args: ["start"], cwd: dir }, detached: true },
  );
  try {
    const home = await fetch(`${server.url}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain("Vue Glass");
  } finally {
    if (server.child.exitCode === null) {
      // npm runs the server in its own process group: signal the group, as a container stop would.
      process.kill(-server.child.pid!, "SIGTERM");
      await server.exited;
    }
  }
  expect(server.output()).not.toMatch(/Cannot find (module|package)/);
});
