/**
 * What the root renders inside its inline `<style>`: entry.server puts the page's critical CSS
 * (critical-css.server.ts) in its place. The browser keeps what the server sent: React does
 * not compare a style's inner HTML when hydrating.
 */
export const criticalCssPlaceholder = "/*critical-css*/";
