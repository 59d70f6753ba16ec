import { globalStyle, style } from "@vanilla-extract/css";
import * as recipe from "~/styles/recipes";
import { media, vars } from "~/styles/theme.css";

export const header = style({ marginBottom: vars.space["6"] });

export const queue = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space["4"] });

// Photo, summary and decision side by side on wide screens; stacked on phones.
export const card = style({
  ...recipe.raisedCard("4", "5"),
  gridTemplateColumns: "5rem minmax(0, 1fr)",
  "@media": {
    [media.md]: { gridTemplateColumns: "10rem minmax(0, 1fr)" },
    [media.lg]: { gridTemplateColumns: "10rem minmax(0, 1fr) 18rem", alignItems: "start" },
  },
});

export const photo = style({
  width: "100%",
  height: "auto",
  aspectRatio: "4 / 3",
  objectFit: "cover",
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const summary = style({ display: "grid", gap: vars.space["3"], alignContent: "start", minWidth: 0 });

export const cardTitle = style({ ...recipe.heading("xl", "semibold"), overflowWrap: "anywhere" });

export const facts = style({ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(9rem, 1fr))", gap: vars.space["3"], margin: 0 });

globalStyle(`${facts} dt`, { fontSize: vars.fontSize.xs, color: vars.color.textMuted, textTransform: "uppercase", letterSpacing: "0.04em" });
globalStyle(`${facts} dd`, { margin: 0, fontWeight: vars.fontWeight.medium, overflowWrap: "anywhere" });

export const previewLink = style({ color: vars.color.brand, fontWeight: vars.fontWeight.semibold, justifySelf: "start" });

export const decision = style({
  display: "grid",
  gap: vars.space["3"],
  alignContent: "start",
  gridColumn: "1 / -1",
  "@media": { [media.lg]: { gridColumn: "auto" } },
});

export const rejectDisclosure = style({ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, background: vars.color.surfaceMuted });

export const rejectSummary = style({
  cursor: "pointer",
  padding: `${vars.space["3"]} ${vars.space["4"]}`,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.brand,
  minHeight: "2.75rem",
});

export const rejectBody = style({ display: "grid", gap: vars.space["3"], padding: `0 ${vars.space["4"]} ${vars.space["4"]}` });

export const pagination = style({ ...recipe.spreadRow("center", "4"), marginTop: vars.space["6"] });

/** A page-level message above the queue, apart from the first card. */
export const queueNotice = style({ marginBottom: vars.space["4"] });
