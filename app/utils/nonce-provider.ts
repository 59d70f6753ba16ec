import { createContext, createElement, useContext, type ReactNode } from "react";

/**
 * The request's Content-Security-Policy nonce, given to Remix's inline scripts. Only the
 * server provides it; in the browser it is "" (browsers hide a nonce from the page anyway).
 */
const NonceContext = createContext("");

export function NonceProvider({ value, children }: { value: string; children: ReactNode }) {
  return createElement(NonceContext.Provider, { value }, children);
}

export const useNonce = () => useContext(NonceContext);
