import { Suspense, type ReactNode } from "react";

/**
 * Content that React hydrates after the rest of the page, in a pass and a commit of its own:
 * a Suspense boundary the server rendered whole is left dehydrated while the page around it
 * hydrates, then hydrated at React's lowest priority (react-dom, "dehydrated Suspense
 * boundaries"), so a long list does not make the page's hydration one long task. A click or
 * key inside it hydrates it first and is then replayed. Nothing in it suspends: the fallback
 * is never shown.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
