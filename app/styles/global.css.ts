import { globalStyle } from "@vanilla-extract/css";
import { vars } from "./theme.css";

globalStyle("*, *::before, *::after", { boxSizing: "border-box" });

globalStyle("html", {
  WebkitTextSizeAdjust: "100%",
  // What a fragment, a summary's link or a focused field scrolls to clears the sticky header.
  scrollPaddingTop: `calc(${vars.layout.headerHeight} + ${vars.space["4"]})`,
});

globalStyle("body", {
  margin: 0,
  minHeight: "100vh",
  display: "flex",
  flexDirection: "column",
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.surfaceMuted,
  WebkitFontSmoothing: "antialiased",
});

globalStyle("h1, h2, h3, h4", { lineHeight: vars.lineHeight.tight, margin: 0 });
globalStyle("p", { margin: 0 });
globalStyle("img, svg", { display: "block", maxWidth: "100%" });
globalStyle("svg", { flexShrink: 0 });
globalStyle("a", { color: vars.color.brand, textUnderlineOffset: "0.15em" });
globalStyle("button, input, select, textarea", { font: "inherit", color: "inherit" });

// One focus style for everything, visible on light and dark backgrounds (WCAG 2.4.7, 2.4.11).
globalStyle(":focus-visible", {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: "2px",
});

globalStyle("summary", { cursor: "pointer" });

globalStyle("*, *::before, *::after", {
  "@media": {
    "(prefers-reduced-motion: reduce)": {
      animationDuration: "0.01ms !important",
      transitionDuration: "0.01ms !important",
    },
  },
});
