import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const panel = style({ display: "grid", gap: vars.space["6"], width: "100%" });

export const photoRow = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space["4"] });

export const photoForm = style({ display: "grid", gap: vars.space["2"], justifyItems: "start" });

/** The round photo (or initials) of a member: the header's greeting, the account view. */
export const avatar = style({
  display: "inline-grid",
  placeItems: "center",
  flexShrink: 0,
  borderRadius: "50%",
  overflow: "hidden",
  background: vars.color.brandSoft,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.semibold,
  objectFit: "cover",
});

export const section = style({ display: "grid", gap: vars.space["3"] });

export const sectionTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const details = style({
  display: "grid",
  gap: vars.space["3"],
  margin: 0,
  "@media": { [media.md]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});
globalStyle(`${details} dt`, { fontSize: vars.fontSize.sm, color: vars.color.textMuted });
globalStyle(`${details} dd`, { margin: 0, fontWeight: vars.fontWeight.medium, overflowWrap: "anywhere", whiteSpace: "pre-line" });

export const wide = style({ "@media": { [media.md]: { gridColumn: "1 / -1" } } });

export const notGiven = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.regular });

export const fieldGrid = style({
  display: "grid",
  gap: vars.space["4"],
  // A field with help or an error beside one without: each keeps its own height.
  alignItems: "start",
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  "@media": { [media.md]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});

export const legend = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, padding: 0, marginBottom: vars.space["3"] });

export const readOnly = style({
  padding: `${vars.space["2"]} ${vars.space["3"]}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  overflowWrap: "anywhere",
});

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space["3"] });

export const wordCount = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const wordCountOver = style({ fontSize: vars.fontSize.sm, color: vars.color.danger, fontWeight: vars.fontWeight.semibold });
