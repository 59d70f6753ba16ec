import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const fieldset = style({ border: 0, margin: 0, padding: 0, display: "grid", gap: vars.space["2"], minWidth: 0 });

export const legend = style({ fontWeight: vars.fontWeight.semibold, marginBottom: vars.space["2"], padding: 0 });

export const ratingChoices = style({ display: "grid", gap: vars.space["2"] });

export const choice = style({
  display: "flex",
  gap: vars.space["3"],
  alignItems: "center",
  padding: `${vars.space["2"]} ${vars.space["3"]}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: "pointer",
  minHeight: "2.75rem",
});

export const starGlyphs = style({ color: vars.color.accentText, letterSpacing: "1px" });

export const kind = style({ color: vars.color.textMuted });

// The page card lines its items up at the start; the form takes the card's width, up to a readable one.
export const form = style({ justifySelf: "stretch", width: "100%", maxWidth: "40rem", minWidth: 0 });
