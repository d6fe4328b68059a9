import { randomInt } from "node:crypto";
import { ORDER_REFERENCE_ALPHABET, ORDER_REFERENCE_LENGTH, ORDER_REFERENCE_PREFIX } from "./order-reference";

/**
 * A fresh random reference. `randomInt` draws from the operating system's CSPRNG without modulo
 * bias, so references cannot be predicted from earlier ones. 30^6 ≈ 729 million values: collisions
 * are rare but possible, so the caller retries on a unique-index conflict.
 */
export function newOrderReference(): string {
  let body = "";
  for (let i = 0; i < ORDER_REFERENCE_LENGTH; i++) {
    body += ORDER_REFERENCE_ALPHABET[randomInt(ORDER_REFERENCE_ALPHABET.length)];
  }
  return ORDER_REFERENCE_PREFIX + body;
}

/** How many fresh references to try before giving up: eight collisions in a row means a bug. */
const ORDER_REFERENCE_ATTEMPTS = 8;

/**
 * Runs `insert` with fresh references until it stops answering "reference-taken" (a collision
 * with an existing order). Any other answer is returned as is.
 */
export async function insertWithFreshReference<T>(
  insert: (reference: string) => Promise<T | "reference-taken">,
  nextReference: () => string = newOrderReference,
): Promise<T> {
  for (let attempt = 0; attempt < ORDER_REFERENCE_ATTEMPTS; attempt++) {
    const result = await insert(nextReference());
    if (result !== "reference-taken") return result;
  }
  throw new Error("No free order reference after repeated collisions");
}
