import { expect, test } from "vitest";
import { periodicTask } from "./periodic-task.server";

test("a kick during a pass joins it instead of starting another", async () => {
  let passes = 0;
  let release!: () => void;
  const task = periodicTask(
    () => {
      passes++;
      return new Promise<number>((resolve) => (release = () => resolve(passes)));
    },
    60_000,
    () => -1,
  );
  const first = task.run();
  const second = task.run();
  release();
  expect(await first).toBe(1);
  expect(await second).toBe(1);
  expect(passes).toBe(1);
  // Once settled, the next kick starts a fresh pass.
  const third = task.run();
  release();
  expect(await third).toBe(2);
});

test("a failed pass resolves through onError and the task stays usable", async () => {
  let fail = true;
  const task = periodicTask(
    () => (fail ? Promise.reject(new Error("boom")) : Promise.resolve("ok")),
    60_000,
    (error) => `failed: ${(error as Error).message}`,
  );
  expect(await task.run()).toBe("failed: boom");
  fail = false;
  expect(await task.run()).toBe("ok");
  await task.idle();
  task.start();
  await task.stop();
});

test("runSoon during a pass runs one more pass after it, however often it is called", async () => {
  let passes = 0;
  const releases: (() => void)[] = [];
  const task = periodicTask(
    () => {
      passes++;
      return new Promise<number>((resolve) => releases.push(() => resolve(passes)));
    },
    60_000,
    () => -1,
  );
  task.runSoon(); // idle: starts a pass at once
  expect(passes).toBe(1);
  task.runSoon();
  task.runSoon();
  releases[0]!();
  await expect.poll(() => passes).toBe(2);
  releases[1]!();
  await task.idle();
  expect(passes).toBe(2);
  // After stop, a late call starts nothing.
  await task.stop();
  task.runSoon();
  expect(passes).toBe(2);
});

test("stop waits for the pass in progress and the one runSoon asked for during it", async () => {
  let passes = 0;
  const releases: (() => void)[] = [];
  const task = periodicTask(
    () => {
      passes++;
      return new Promise<void>((resolve) => releases.push(resolve));
    },
    60_000,
    () => undefined,
  );
  task.runSoon();
  task.runSoon(); // work written while the first pass runs
  let stopped = false;
  const stopping = task.stop().then(() => (stopped = true));
  releases[0]!();
  await expect.poll(() => passes).toBe(2);
  expect(stopped).toBe(false);
  releases[1]!();
  await stopping;
  expect(passes).toBe(2);
});
