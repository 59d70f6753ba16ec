import { style } from "@vanilla-extract/css";
import * as recipe from "~/styles/recipes";
import { media, vars } from "~/styles/theme.css";

export { legend } from "~/components/choices.css";

// The page card lines its items up at the start; the form takes the card's width, up to a readable one.
export const form = style({ display: "grid", gap: vars.space["4"], justifySelf: "stretch", width: "100%", maxWidth: "44rem", minWidth: 0 });

export const listing = style({ display: "flex", gap: vars.space["3"], alignItems: "center" });

export const thumb = style({ width: "5rem", height: "3.75rem", objectFit: "cover", borderRadius: vars.radius.md, flexShrink: 0, background: vars.color.surfaceMuted });

export const listingTitle = style({ fontWeight: vars.fontWeight.bold });

export const muted = style({ color: vars.color.textMuted });

export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0, display: "grid", gap: vars.space["2"] });

export const options = style({ display: "grid", gap: vars.space["3"], "@media": { [media.sm]: { gridTemplateColumns: "1fr 1fr" } } });

// A whole card is the radio's label: tick it anywhere; the ticked one is outlined.
export const option = style({
  ...recipe.paddedGrid("2", "4"),
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  cursor: "pointer",
  selectors: { "&:has(input:checked)": { borderColor: vars.color.brand, background: vars.color.brandSoft } },
});

export const optionHead = style({ display: "flex", alignItems: "center", gap: vars.space["2"], fontWeight: vars.fontWeight.bold });

export const optionPrice = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, color: vars.color.brand });

export const optionPeriod = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.regular, color: vars.color.textMuted });
