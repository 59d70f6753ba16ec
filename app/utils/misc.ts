import { useEffect, useState } from "react";

let hydrated = false;

/**
 * False on the server and during hydration, true once React runs in the browser. Widgets
 * render their no-JavaScript form (plain links, <details>) until then and enhance after.
 */
export function useHydrated() {
  const [isHydrated, setIsHydrated] = useState(hydrated);
  useEffect(() => {
    hydrated = true;
    setIsHydrated(true);
  }, []);
  return isHydrated;
}

/** Throws a Response (e.g. a 404) when the condition fails, for loaders. */
export function invariantResponse(
  condition: unknown,
  message: string,
  init?: ResponseInit,
): asserts condition {
  if (!condition) {
    throw new Response(message, { status: 400, ...init });
  }
}

/** Merges several Headers (e.g. a toast cookie and a session cookie), keeping every Set-Cookie. */
export function combineHeaders(...headers: Array<ResponseInit["headers"] | null | undefined>) {
  const combined = new Headers();
  for (const header of headers) {
    if (!header) continue;
    for (const [key, value] of new Headers(header).entries()) {
      combined.append(key, value);
    }
  }
  return combined;
}

/** Escapes text for use as an element's content (not an attribute): &, < and > only. */
export function escapeHtmlText(text: string) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
