import { Suspense, useEffect, useRef, type ReactNode } from "react";

/**
 * A part whose code loads when it is shown (a React.lazy inside): the server renders it in
 * full, and the browser hydrates it once its code has arrived, after the rest of the page.
 * Until then its links and forms work as without JavaScript. It says when it is live with
 * `data-live` on an empty hidden marker, which the browser tests wait for.
 */
export function ShownView({ children }: { children: ReactNode }) {
  return (
    <Suspense>
      {children}
      <LiveMarker />
    </Suspense>
  );
}

/** Hydrates with the view it is in (the same Suspense boundary), then marks it live. */
function LiveMarker() {
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    marker.current?.setAttribute("data-live", "");
  }, []);
  return <span ref={marker} hidden data-shown-view="" />;
}
