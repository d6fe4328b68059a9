import { execFile, spawn } from "node:child_process";
import { once } from "node:events";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, expect, test } from "vitest";

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

  const port = 3900 + Math.floor(Math.random() * 90);
  const server = spawn("npm", ["start"], {
    cwd: dir,
    env: { ...env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: "memory://", LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  server.stdout.on("data", (d: Buffer) => (output += d.toString()));
  server.stderr.on("data", (d: Buffer) => (output += d.toString()));
  try {
    await expect
      .poll(
        () => {
          if (server.exitCode !== null) throw new Error(`npm start exited:\n${output}`);
          return fetch(`http://127.0.0.1:${port}/healthz`).then(
            (r) => r.status,
            () => 0,
          );
        },
        { timeout: 60_000, interval: 250 },
      )
      .toBe(200);
    const home = await fetch(`http://127.0.0.1:${port}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain("Vue Glass");
  } finally {
    if (server.exitCode === null) {
      const exited = once(server, "exit");
      // npm runs the server in its own process group: signal the group, as a container stop would.
      process.kill(-server.pid!, "SIGTERM");
      await exited;
    }
  }
  expect(output).not.toMatch(/Cannot find (module|package)/);
});
