import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";

// The server sent the rules this page uses inline and the whole CSS bundle as print-only (root.tsx):
// what React renders from here on (parts drawn only with JavaScript, other pages) needs all of it,
// so hydration waits for the bundle (fetched since the page was parsed) rather than draw unstyled.
const bundle = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"][media="print"]');
const bundleLoaded = new Promise((resolve) => {
  if (!bundle || bundle.sheet) return resolve(null);
  bundle.addEventListener("load", resolve, { once: true });
  bundle.addEventListener("error", resolve, { once: true });
});
if (bundle) bundle.media = "all";

void bundleLoaded.then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  }),
);
