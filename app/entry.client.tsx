import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode, useLayoutEffect, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";

// The server sent the rules this page uses inline and the whole CSS bundle as print-only (root.tsx):
// what React draws from here on (parts drawn only with JavaScript, other pages) needs all of it,
// so hydration waits for the bundle (fetched since the page was parsed) rather than draw unstyled.
const bundle = document.querySelector<HTMLLinkElement>('link[media="print"]');

/**
 * Switches the whole bundle on as hydration commits, before anything new is drawn. Not before
 * hydration: the link would no longer be what the root renders, and development React warns
 * of the difference (docs/decisions/011-dev-matches-production.md).
 */
function WithWholeBundle({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    if (bundle) bundle.media = "all";
  }, []);
  return children;
}

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <WithWholeBundle>
          <RemixBrowser />
        </WithWholeBundle>
      </StrictMode>,
    );
  });
}

if (bundle && !bundle.sheet) bundle.onload = bundle.onerror = hydrate;
else hydrate();
