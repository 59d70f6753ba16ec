import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export { choice, fieldset, legend } from "~/components/choices.css";

export const ratingChoices = style({ display: "grid", gap: vars.space["2"] });

export const starGlyphs = style({ color: vars.color.accentText, letterSpacing: "1px" });

export const kind = style({ color: vars.color.textMuted });

// The page card lines its items up at the start; the form takes the card's width, up to a readable one.
export const form = style({ justifySelf: "stretch", width: "100%", maxWidth: "40rem", minWidth: 0 });
