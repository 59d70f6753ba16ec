import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  });
}

// The server sent the rules this page uses inline and the whole CSS bundle as print-only (root.tsx):
// what React draws from here on (parts drawn only with JavaScript, other pages) needs all of it,
// so hydration waits for the bundle (fetched since the page was parsed) rather than draw unstyled.
const bundle = document.querySelector<HTMLLinkElement>('link[media="print"]');
if (bundle && !bundle.sheet) bundle.onload = bundle.onerror = hydrate;
else hydrate();
if (bundle) bundle.media = "all";
