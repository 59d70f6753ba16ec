import { style } from "@vanilla-extract/css";
import * as recipe from "~/styles/recipes";
import { media, vars } from "~/styles/theme.css";

export const summary = style({
  display: "grid",
  gap: vars.space["4"],
  "@media": { [media.sm]: { gridTemplateColumns: "minmax(9rem, auto) 1fr", alignItems: "center" } },
});

export const average = style({ display: "grid", gap: vars.space["1"], justifyItems: "start" });

export const averageFigure = style({ ...recipe.heading("3xl"), lineHeight: vars.lineHeight.tight, color: vars.color.text, margin: 0 });

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const stars = style({ display: "inline-flex", gap: "2px", color: vars.color.accent, verticalAlign: "middle" });

export const starEmpty = style({ color: vars.color.borderStrong });

export const bars = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space["2"] });

export const bar = style({ display: "grid", gridTemplateColumns: "4.5rem 1fr 2.5rem", gap: vars.space["3"], alignItems: "center", fontSize: vars.fontSize.sm });

export const barTrack = style({
  height: "0.6rem",
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  overflow: "hidden",
});

export const barFill = style({ display: "block", height: "100%", background: vars.color.accent });

export const barCount = style({ textAlign: "end", color: vars.color.textMuted });

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space["4"] });

export const review = style({ ...recipe.paddedGrid("2", "4"), ...recipe.framedBox(`1px solid ${vars.color.border}`, "md", vars.color.surface) });

export const reviewHeader = style({ display: "flex", flexWrap: "wrap", gap: vars.space["2"], alignItems: "center", justifyContent: "space-between" });

export const buyer = style({ fontWeight: vars.fontWeight.semibold, margin: 0 });

export const meta = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, margin: 0 });

export const comment = style({ margin: 0, whiteSpace: "pre-line", overflowWrap: "anywhere" });

export const noComment = style({ margin: 0, color: vars.color.textMuted, fontStyle: "italic" });

export const reply = style({
  marginInlineStart: vars.space["4"],
  padding: vars.space["3"],
  borderInlineStart: `3px solid ${vars.color.brand}`,
  background: vars.color.brandSoft,
  borderRadius: vars.radius.sm,
  display: "grid",
  gap: vars.space["1"],
});

export const replyTitle = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.sm, margin: 0 });

/** A part of a seller's own reviews (Rating Overview, Recent Reviews), ruled off from the one above. */
export const section = style({ display: "grid", gap: vars.space["3"], paddingTop: vars.space["4"], borderTop: `1px solid ${vars.color.border}` });

export const sectionTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space["3"] });
