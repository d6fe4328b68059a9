import { expect } from "vitest";

/** A `localStorage` that lives in memory, for code that is handed its storage. */
export function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  } as Storage;
}

/**
 * The contract of a value kept in one storage slot: nothing reads as null, a written value reads
 * back equal, and writing null forgets it.
 */
export function expectRoundTrip<T>(
  read: (storage: Storage) => T | null,
  write: (storage: Storage, value: T | null) => void,
  value: T,
): void {
  const storage = memoryStorage();
  expect(read(storage)).toBeNull();
  write(storage, value);
  expect(read(storage)).toEqual(value);
  write(storage, null);
  expect(read(storage)).toBeNull();
}
