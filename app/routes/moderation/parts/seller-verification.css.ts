import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const section = style({ display: "grid", gap: vars.space["4"], marginTop: vars.space["10"] });

export const title = style({ fontSize: vars.fontSize["2xl"], fontWeight: vars.fontWeight.bold });

export const switcher = style({ display: "flex", flexWrap: "wrap", gap: vars.space["2"] });

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space["3"] });

export const row = style({
  display: "grid",
  gap: vars.space["3"],
  alignItems: "center",
  padding: vars.space["4"],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  "@media": { [media.md]: { gridTemplateColumns: "minmax(0, 1fr) auto" } },
});

export const name = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: "anywhere" });

export const facts = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
