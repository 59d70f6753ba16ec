import { globalStyle, style } from "@vanilla-extract/css";
import * as recipe from "~/styles/recipes";
import { vars } from "~/styles/theme.css";

/* The photo gallery of the listing and auction pages (components/gallery.tsx). */

export const gallery = style({ display: "grid", gap: vars.space["3"] });

export const heroPhoto = style({ aspectRatio: "3 / 2", borderRadius: vars.radius.md, overflow: "hidden", background: vars.color.surfaceMuted });

export const heroImage = style({ width: "100%", height: "100%", objectFit: "cover" });

/** The main photo opens full screen: the whole photo is the link, a corner icon says so. */
export const heroLink = style({ position: "relative", display: "block", width: "100%", height: "100%", cursor: "zoom-in" });

export const expandHint = style({
  position: "absolute",
  right: vars.space["2"],
  bottom: vars.space["2"],
  display: "inline-flex",
  padding: vars.space["2"],
  borderRadius: vars.radius.full,
  background: "rgba(10, 20, 35, 0.7)",
  color: "#ffffff",
});

export const thumbnails = style({ ...recipe.bareList, display: "grid", gridTemplateColumns: "repeat(4, minmax(0, 1fr))", gap: vars.space["2"] });

export const thumbnail = style({
  display: "block",
  aspectRatio: "4 / 3",
  borderRadius: vars.radius.md,
  overflow: "hidden",
  border: `2px solid transparent`,
  selectors: { "&:hover": { borderColor: vars.color.borderStrong }, '&[aria-current="true"]': { borderColor: vars.color.brand } },
});

export const thumbnailImage = style({ width: "100%", height: "100%", objectFit: "cover" });

/** Full screen: the photo on black, its count and Close above, Previous and Next below. */
export const viewer = style({
  position: "fixed",
  inset: 0,
  zIndex: vars.zIndex.dialog,
  width: "100%",
  maxWidth: "none",
  height: "100%",
  maxHeight: "none",
  margin: 0,
  padding: vars.space["3"],
  border: 0,
  background: "#05080d",
  color: "#ffffff",
  display: "grid",
  gridTemplateRows: "auto minmax(0, 1fr) auto",
  gap: vars.space["3"],
  selectors: { "&::backdrop": { background: "#05080d" } },
});

// The page behind does not scroll while a photo fills the screen.
globalStyle(`html:has(${viewer}[open])`, { overflow: "hidden" });

export const viewerBar = style({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: vars.space["3"] });

export const viewerCount = style({ fontWeight: vars.fontWeight.semibold });

export const viewerStage = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  minHeight: 0,
  // Horizontal moves are swipes; vertical ones still scroll or zoom.
  touchAction: "pan-y pinch-zoom",
  userSelect: "none",
});

export const viewerImage = style({ maxWidth: "100%", maxHeight: "100%", width: "auto", height: "auto", objectFit: "contain" });

export const viewerNav = style({ display: "flex", justifyContent: "space-between", gap: vars.space["3"] });

/** Light on black: white text on the dark translucent disc, over 15:1. */
export const viewerButton = style({
  ...recipe.inlineRow("2"),
  minHeight: "2.75rem",
  padding: `${vars.space["2"]} ${vars.space["4"]}`,
  borderRadius: vars.radius.full,
  border: "1px solid rgba(255, 255, 255, 0.4)",
  background: "rgba(255, 255, 255, 0.08)",
  color: "#ffffff",
  fontWeight: vars.fontWeight.semibold,
  textDecoration: "none",
  selectors: { "&:hover": { background: "rgba(255, 255, 255, 0.18)" }, "&:focus-visible": { outline: "3px solid #ffffff", outlineOffset: "2px" } },
});
