import { style } from "@vanilla-extract/css";
import { card } from "~/components/page.css";
import * as recipe from "~/styles/recipes";
import { media, vars } from "~/styles/theme.css";

export const search = style([card, { display: "grid", gap: vars.space["2"] }]);

export const searchRow = style({ display: "flex", gap: vars.space["2"], flexWrap: "wrap" });

export const searchInput = style({ selectors: { [`${searchRow} &`]: { flex: "1 1 14rem", width: "auto" } } });

export const letterList = style({ ...recipe.bareList, display: "flex", flexWrap: "wrap", gap: vars.space["1"] });

export const letter = style({
  display: "inline-grid",
  placeItems: "center",
  minWidth: "2.5rem",
  minHeight: "2.5rem",
  padding: `0 ${vars.space["2"]}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: "none",
  color: vars.color.brand,
  selectors: {
    "&:hover": { borderColor: vars.color.brand },
    '&[aria-current="true"]': { background: vars.color.brand, color: "#ffffff", borderColor: vars.color.brand },
  },
});

export const allTerms = style({ paddingInline: vars.space["3"] });

export const emptyLetter = style({ color: vars.color.textMuted, background: vars.color.surfaceMuted, borderStyle: "dashed", cursor: "default" });

export const results = style({ display: "grid", gap: vars.space["5"] });

export const heading = style({ fontSize: vars.fontSize["2xl"], fontWeight: vars.fontWeight.bold });

export const group = style([card, { display: "grid", gap: vars.space["3"] }]);

export const groupLetter = style({
  ...recipe.heading("2xl"),
  color: vars.color.brand,
  borderBottom: `2px solid ${vars.color.accent}`,
  paddingBottom: vars.space["1"],
});

export const entries = style({
  margin: 0,
  display: "grid",
  gap: vars.space["4"],
  "@media": { [media.md]: { gridTemplateColumns: "1fr 1fr", columnGap: vars.space["8"] } },
});

export const entry = style({ display: "grid", gap: vars.space["1"], alignContent: "start" });

export const term = style({ fontWeight: vars.fontWeight.bold });

export const definition = style({ margin: 0, color: vars.color.textMuted });

export const empty = style([card, { textAlign: "center", color: vars.color.textMuted }]);
