import { globalStyle, style } from "@vanilla-extract/css";
import * as recipe from "~/styles/recipes";
import { media, vars } from "~/styles/theme.css";

export const categoryList = style({ ...recipe.listGrid("5"), "@media": { [media.lg]: { gridTemplateColumns: "repeat(3, 1fr)" } } });

export const specs = style({ margin: 0, display: "grid", gap: 0, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, overflow: "hidden" });

globalStyle(`${specs} > div`, {
  display: "flex",
  justifyContent: "space-between",
  gap: vars.space["3"],
  padding: `${vars.space["2"]} ${vars.space["3"]}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
globalStyle(`${specs} > div:last-child`, { borderBottom: "none" });
globalStyle(`${specs} dt`, { color: vars.color.textMuted });
globalStyle(`${specs} dd`, { margin: 0, fontWeight: vars.fontWeight.semibold, textAlign: "right" });

export const minorHeading = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const consider = style({ ...recipe.tintedBox("3", vars.color.brandSoft), fontSize: vars.fontSize.sm });

export const numbered = style({ margin: 0, paddingLeft: vars.space["6"], display: "grid", gap: vars.space["2"] });

export const uses = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
