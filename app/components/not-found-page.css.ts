import { style } from "@vanilla-extract/css";
import * as recipe from "~/styles/recipes";
import { vars } from "~/styles/theme.css";

/** The 404 page's search and sections, centred under its lead (page.centered). */
export const search = style({ display: "grid", gap: vars.space["2"], width: "100%", maxWidth: "32rem", textAlign: "start", fontWeight: vars.fontWeight.semibold });

export const searchRow = style({ display: "flex", gap: vars.space["2"], flexWrap: "wrap" });

export const searchInput = style({
  flex: "1 1 12rem",
  minHeight: "2.75rem",
  padding: `${vars.space["2"]} ${vars.space["3"]}`,
  fontWeight: vars.fontWeight.regular,
  ...recipe.framedBox(`1px solid ${vars.color.borderStrong}`, "md", vars.color.surface),
});

export const sections = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: vars.space["2"],
});
