import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { tag } from "~/components/sections.css";
import { vars } from "~/styles/theme.css";

export const checked = style({ display: "flex", alignItems: "center", gap: vars.space["2"] });

globalStyle(`${checked}::before`, {
  content: '"✓"',
  display: "inline-grid",
  placeItems: "center",
  width: "1.5rem",
  height: "1.5rem",
  borderRadius: vars.radius.full,
  background: vars.color.successSoft,
  color: vars.color.success,
  fontSize: vars.fontSize.sm,
});

/** One tag per impact level of a pricing factor. */
export const impact = styleVariants({
  High: [tag, { background: vars.color.dangerSoft, color: vars.color.danger }],
  Medium: [tag, { background: vars.color.accentSoft, color: vars.color.accentText }],
  Low: [tag, { background: vars.color.surfaceMuted, color: vars.color.textMuted }],
});
