import { style } from "@vanilla-extract/css";
import * as recipe from "~/styles/recipes";
import { vars } from "~/styles/theme.css";

/** The photo picker's drop area (with JavaScript), its waiting thumbnails and progress. */

export const picker = style({ display: "grid", gap: vars.space["3"] });

export const dropZone = style({
  ...recipe.paddedGrid("2", "4"),
  ...recipe.framedBox(`2px dashed ${vars.color.borderStrong}`, "md", vars.color.surfaceMuted),
  selectors: { "&[data-dragging]": { borderColor: vars.color.brand, background: vars.color.brandSoft } },
  "@media": { "(pointer: coarse)": { padding: 0, border: 0, background: "none" } },
});

// Phones and tablets have nothing to drag from: there the field is the plain input.
export const dropHint = style({ margin: 0, fontWeight: vars.fontWeight.semibold, "@media": { "(pointer: coarse)": { display: "none" } } });

export const waitingPhoto = style({ width: "100%", aspectRatio: "4 / 3", objectFit: "cover", borderRadius: vars.radius.sm });

export const noPreview = style({
  display: "grid",
  placeItems: "center",
  aspectRatio: "4 / 3",
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const fileName = style({ margin: 0, fontSize: vars.fontSize.sm, overflowWrap: "anywhere" });

export const fileState = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const progress = style({ width: "100%", height: "0.75rem", accentColor: vars.color.brand });
