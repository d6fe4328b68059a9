import { expect, test } from "vitest";
import { RequestError, withRetries } from "./retrying-fetch";

const noSleep = () => Promise.resolve();

test("retries twice on retryable failures, telling each attempt, then gives up", async () => {
  const attempts: number[] = [];
  let calls = 0;
  await expect(
    withRetries(
      () => {
        calls++;
        return Promise.reject(new RequestError("boom", "http", 503));
      },
      { onAttempt: (n) => attempts.push(n), sleep: noSleep },
    ),
  ).rejects.toThrow("boom");
  expect(calls).toBe(3);
  expect(attempts).toEqual([1, 2, 3]);
});

test("does not retry a 400", async () => {
  let calls = 0;
  await expect(
    withRetries(
      () => {
        calls++;
        return Promise.reject(new RequestError("bad", "http", 400, "email"));
      },
      { sleep: noSleep },
    ),
  ).rejects.toMatchObject({ field: "email" });
  expect(calls).toBe(1);
});
