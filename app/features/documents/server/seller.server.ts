import { resolveSeller, type Seller } from "~/lib/seller";

/*
 * The seller documents are issued in the name of. One process is one shop: the app sets it from
 * its settings when it starts, before any request or background task can issue a document, and
 * every transaction that issues one (a payment, a dispatch, a refund, in whichever feature) reads
 * it here instead of each caller carrying it. Until set, the marked test seller.
 */
let current: Seller = resolveSeller({}, false) as Seller;

/** Sets the seller of every document issued from now on (the app's start-up). */
export function setDocumentSeller(seller: Seller): void {
  current = seller;
}

export const documentSeller = (): Seller => current;
