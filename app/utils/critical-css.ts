/**
 * What the root renders inside its inline `<style>`: entry.server puts the page's critical CSS
 * (critical-css.server.ts) in its place. The browser keeps what the server sent: hydration
 * never rewrites an element's inner HTML, and the style's suppressHydrationWarning stops
 * development React from warning that it differs (docs/decisions/011-dev-matches-production.md).
 */
export const criticalCssPlaceholder = "/*critical-css*/";
