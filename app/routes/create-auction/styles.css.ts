import { globalStyle, style } from "@vanilla-extract/css";
import { card as pageCard } from "~/components/page.css";
import * as recipe from "~/styles/recipes";
import { media, vars } from "~/styles/theme.css";

export const page = style(recipe.formColumn);

export const header = style({ display: "grid", gap: vars.space["1"] });

export const form = style({ gap: vars.space["6"] });

export const card = style([pageCard, { display: "grid", gap: vars.space["4"], minWidth: 0 }]);

export const cardTitle = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const muted = style({ color: vars.color.textMuted });

export const pair = style({ display: "grid", gap: vars.space["4"], alignItems: "start", "@media": { [media.sm]: { gridTemplateColumns: "1fr 1fr" } } });

// Photos from an unfinished auction: apart from the form's own images, until kept

export const leftovers = style({
  display: "grid",
  gap: vars.space["3"],
  ...recipe.tintedBox("4", vars.color.brandSoft),
  border: `1px dashed ${vars.color.border}`,
});

export const leftoversTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const upload = style({ display: "grid", gap: vars.space["3"], justifyItems: "start" });

// The admin fee and Create

export const fee = style({
  display: "grid",
  gap: vars.space["3"],
  justifyItems: "start",
  ...recipe.tintedBox("4", vars.color.brandSoft),
  border: `1px solid ${vars.color.border}`,
});

export const feeTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const buttons = style({ ...recipe.spreadRow("flex-end", "3"), borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space["4"] });

export const links = style({ display: "flex", flexWrap: "wrap", gap: vars.space["3"] });

// Editing: the details' fieldset (disabled when the auction may no longer be edited) and the fixed terms

export const fieldset = style({ border: 0, padding: 0, margin: 0, minWidth: 0, display: "grid", gap: vars.space["6"] });

export const terms = style({
  display: "grid",
  gap: vars.space["3"],
  margin: 0,
  "@media": { [media.sm]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" } },
});
globalStyle(`${terms} dt`, { fontSize: vars.fontSize.sm, color: vars.color.textMuted });
globalStyle(`${terms} dd`, { margin: 0, fontWeight: vars.fontWeight.semibold });

// The review: the auction as buyers will see it, then its terms

export const preview = style({ display: "grid", gap: vars.space["3"], minWidth: 0 });

export const previewPhoto = style({ width: "100%", height: "auto", aspectRatio: "4 / 3", objectFit: "cover", borderRadius: vars.radius.md });

export const previewTitle = style({ fontSize: vars.fontSize["2xl"], fontWeight: vars.fontWeight.bold, overflowWrap: "anywhere" });

export const description = style({ whiteSpace: "pre-line", overflowWrap: "anywhere" });

export const reviewTerms = style({
  display: "grid",
  gap: vars.space["3"],
  margin: 0,
  "@media": { [media.sm]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});
globalStyle(`${reviewTerms} dt`, { fontSize: vars.fontSize.sm, color: vars.color.textMuted });
globalStyle(`${reviewTerms} dd`, { margin: 0, fontWeight: vars.fontWeight.semibold, overflowWrap: "anywhere" });
