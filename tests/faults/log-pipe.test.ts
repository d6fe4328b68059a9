import { afterEach, describe, expect, test } from "vitest";
import { startServerProcess, type ServerProcess } from "../support/server-process";

/** Resolves true when the process exits within `ms`, false otherwise. */
function exitsWithin(server: ServerProcess, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    server.exited.then(() => true),
    new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms))),
  ]).finally(() => clearTimeout(timer));
}

/** `count` requests, `parallel` at a time: each writes a request line to the log. */
async function requests(server: ServerProcess, count: number, parallel = 10): Promise<number[]> {
  const statuses: number[] = [];
  const worker = async () => {
    while (statuses.length < count) {
      statuses.push(0);
      const res = await fetch(`${server.url}/healthz`);
      await res.arrayBuffer();
      statuses[statuses.indexOf(0)] = res.status;
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return statuses;
}

/**
 * The log's reader misbehaving: the server's standard output is a pipe whose reader stops reading
 * (a stalled collector) or closes its end (a restarting collector, a killed `| tee`). Neither may
 * block a request, and SIGTERM must end the process within 10 s whatever state the pipe is in.
 */
describe("a log pipe whose reader misbehaves", () => {
  let server: ServerProcess | undefined;

  afterEach(() => {
    // A process that hung is ended here, so the next test starts clean.
    if (server && server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill("SIGKILL");
    }
  });

  const start = () =>
    startServerProcess({ DATA_DIR: "memory://", LOG_LEVEL: "info" }, undefined, { stdout: "pipe" });

  test(
    "reader closed: requests are answered and SIGTERM exits within 10 s",
    { timeout: 120_000 },
    async () => {
      server = await start();
      server.child.stdout!.destroy();
      // Every request now writes its log line into a pipe nobody reads.
      expect(new Set(await requests(server, 200))).toEqual(new Set([200]));
      server.child.kill("SIGTERM");
      expect(await exitsWithin(server, 10_000)).toBe(true);
    },
  );

  test(
    "reader stalled with the pipe full: requests are answered and SIGTERM exits within 10 s",
    { timeout: 120_000 },
    async () => {
      server = await start();
      // The reader stops reading: the pipe's 64 KB fill with request lines (about 100 bytes each).
      server.child.stdout!.pause();
      expect(new Set(await requests(server, 3_000))).toEqual(new Set([200]));
      server.child.kill("SIGTERM");
      expect(await exitsWithin(server, 10_000)).toBe(true);
      server.child.stdout!.destroy();
    },
  );
});
