import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

const base = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space["2"],
  minHeight: "2.75rem",
  padding: `${vars.space["2"]} ${vars.space["5"]}`,
  borderRadius: vars.radius.md,
  border: "1px solid transparent",
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.md,
  lineHeight: 1.2,
  // Never wider than its container: a long label ('More Diesel Standby Generators' on a
  // phone) wraps inside the button instead of running out of its panel.
  maxWidth: "100%",
  textAlign: "center",
  textWrap: "balance",
  textDecoration: "none",
  cursor: "pointer",
  transition: "background-color 120ms ease, border-color 120ms ease",
  selectors: {
    "&:disabled, &[aria-disabled='true']": { opacity: 0.6, cursor: "not-allowed" },
  },
});

/** Button looks, for <button> and for links that act as calls to action. */
export const button = styleVariants({
  primary: [
    base,
    {
      background: vars.color.brand,
      color: "#ffffff",
      selectors: { "&:hover": { background: vars.color.brandHover } },
    },
  ],
  accent: [
    base,
    {
      background: vars.color.accent,
      color: vars.color.text,
      selectors: { "&:hover": { background: "#e08e00" } },
    },
  ],
  secondary: [
    base,
    {
      background: vars.color.surface,
      color: vars.color.brand,
      borderColor: vars.color.borderStrong,
      selectors: { "&:hover": { background: vars.color.brandSoft } },
    },
  ],
  /** Destructive actions (Delete): white on danger red, 6.6:1. */
  danger: [
    base,
    {
      background: vars.color.danger,
      color: "#ffffff",
      selectors: { "&:hover": { background: "#912018" } },
    },
  ],
  ghost: [
    base,
    {
      background: "transparent",
      color: vars.color.text,
      selectors: { "&:hover": { background: vars.color.surfaceMuted } },
    },
  ],
  onDark: [
    base,
    {
      background: "transparent",
      color: "#ffffff",
      borderColor: "rgba(255,255,255,0.7)",
      selectors: { "&:hover": { background: "rgba(255,255,255,0.12)" } },
    },
  ],
});

export const iconButton = style([
  base,
  {
    padding: vars.space["2"],
    minWidth: "2.75rem",
    background: "transparent",
    color: vars.color.text,
    borderColor: vars.color.border,
    selectors: { "&:hover": { background: vars.color.surfaceMuted } },
  },
]);
