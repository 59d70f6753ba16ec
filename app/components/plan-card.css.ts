import { style } from "@vanilla-extract/css";
import * as recipe from "~/styles/recipes";
import { vars } from "~/styles/theme.css";

export const grid = style({ ...recipe.listGrid("5"), gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 17rem), 1fr))", alignItems: "stretch" });

export const card = style({
  position: "relative",
  height: "100%",
  display: "flex",
  flexDirection: "column",
  gap: vars.space["4"],
  padding: vars.space["6"],
  ...recipe.surface,
  boxShadow: vars.shadow.sm,
});

export const popular = style({ borderColor: vars.color.brand, boxShadow: `0 0 0 2px ${vars.color.brand}, ${vars.shadow.md}` });

/** Sits on the card's top edge, so popular and other cards keep their headings level. */
export const badge = style({
  position: "absolute",
  top: 0,
  left: vars.space["6"],
  transform: "translateY(-50%)",
  padding: `2px ${vars.space["3"]}`,
  borderRadius: vars.radius.full,
  border: "1px solid #f0c46e",
  background: vars.color.accentSoft,
  color: vars.color.accentText,
  ...recipe.heading("sm", "semibold"),
});

export const name = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const price = style({ display: "flex", alignItems: "baseline", gap: vars.space["2"], flexWrap: "wrap" });

export const amount = style({ fontSize: "2.25rem", fontWeight: vars.fontWeight.bold, color: vars.color.brand, lineHeight: 1 });

export const period = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });

export const vat = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontWeight: vars.fontWeight.semibold });

export const note = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const description = style({ color: vars.color.textMuted });

export const allowance = style({ fontWeight: vars.fontWeight.semibold });

export const cta = style({ marginTop: "auto", width: "100%" });
