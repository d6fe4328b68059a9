import { createContext, useContext } from "react";

/** The CSP nonce of the current server response; empty in the browser, which never needs it. */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce() {
  return useContext(NonceContext);
}
