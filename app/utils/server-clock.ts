import { useEffect, useState } from "react";

/**
 * The server's clock in the browser, for countdowns (an auction's time left). `serverNowIso`
 * is the time the server (the database) read when it made the page; from there the browser
 * counts on with its monotonic timer (performance.now), never its own date and time, which
 * may be wrong or in another zone. The first render is exactly the server's, so hydration
 * matches; then it ticks every second.
 */
export function useServerClock(serverNowIso: string) {
  const serverNow = Date.parse(serverNowIso);
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const startedAt = performance.now();
    setNow(serverNow);
    const timer = setInterval(() => setNow(serverNow + (performance.now() - startedAt)), 1000);
    return () => clearInterval(timer);
  }, [serverNow]);
  return now;
}
