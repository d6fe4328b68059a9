import { expect, test } from "vitest";
import { periodicTask } from "./periodic-task.server";

/** A task whose passes each wait until released (in the order they started) and resolve with their number. */
function gatedTask() {
  let passes = 0;
  const releases: (() => void)[] = [];
  const task = periodicTask(
    () => {
      const pass = ++passes;
      return new Promise<number>((resolve) => releases.push(() => resolve(pass)));
    },
    60_000,
    () => -1,
  );
  return { task, passes: () => passes, release: (pass: number) => releases[pass - 1]!() };
}

test("a kick during a pass joins it instead of starting another", async () => {
  const { task, passes, release } = gatedTask();
  const first = task.run();
  const second = task.run();
  release(1);
  expect(await first).toBe(1);
  expect(await second).toBe(1);
  expect(passes()).toBe(1);
  // Once settled, the next kick starts a fresh pass.
  const third = task.run();
  release(2);
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
  const { task, passes, release } = gatedTask();
  task.runSoon(); // idle: starts a pass at once
  expect(passes()).toBe(1);
  task.runSoon();
  task.runSoon();
  release(1);
  await expect.poll(passes).toBe(2);
  release(2);
  await task.idle();
  expect(passes()).toBe(2);
  // After stop, a late call starts nothing.
  await task.stop();
  task.runSoon();
  expect(passes()).toBe(2);
});

test("stop waits for the pass in progress and the one runSoon asked for during it", async () => {
  const { task, passes, release } = gatedTask();
  task.runSoon();
  task.runSoon(); // work written while the first pass runs
  let stopped = false;
  const stopping = task.stop().then(() => (stopped = true));
  release(1);
  await expect.poll(passes).toBe(2);
  expect(stopped).toBe(false);
  release(2);
  await stopping;
  expect(passes()).toBe(2);
});
