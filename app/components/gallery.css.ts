import { globalStyle, style } from "@vanilla-extract/css";
import * as recipe from "~/styles/recipes";
import { vars } from "~/styles/theme.css";

/* The photo gallery of the listing and auction pages (components/gallery.tsx). */

export const gallery = style({ display: "grid", gap: vars.space["3"] });

/**
 * The main photo's stage: a fixed 4:3 (a phone photo's shape; 3:2 on a large screen; a portrait
 * or panoramic photo shows whole within it, on a neutral band), never taller than most of the screen, so the page
 * does not move as photos load or change (docs/listings.md, Gallery).
 */
export const stage = style({
  position: "relative",
  aspectRatio: "4 / 3",
  maxHeight: "75vh",
  // Wider on a large screen, so the thumbnails stay near the fold beside the contact card.
  "@media": { "screen and (min-width: 64rem)": { aspectRatio: "3 / 2" } },
  width: "100%",
  borderRadius: vars.radius.md,
  overflow: "hidden",
  background: vars.color.surfaceMuted,
  // Horizontal moves are swipes; vertical ones still scroll the page or zoom.
  touchAction: "pan-y pinch-zoom",
  // Sized by its width alone: a photo arriving lays out the stage, not the page.
  contain: "strict",
});

export const heroImage = style({ width: "100%", height: "100%", objectFit: "contain" });

/** The main photo opens full screen: the whole photo is the link, a corner icon says so; its focus ring inside the stage's rounded edge. */
export const heroLink = style({
  position: "relative",
  display: "block",
  width: "100%",
  height: "100%",
  cursor: "zoom-in",
  userSelect: "none",
  selectors: { "&:focus-visible": { outlineOffset: "-3px" } },
});

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

/** Previous and Next over the photo: white on a dark disc (over 15:1 on it, and the disc stands out on light and dark photos), 44 px. */
export const stageButton = style({
  position: "absolute",
  top: "50%",
  transform: "translateY(-50%)",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "2.75rem",
  height: "2.75rem",
  borderRadius: vars.radius.full,
  border: "2px solid rgba(255, 255, 255, 0.85)",
  background: "rgba(10, 20, 35, 0.72)",
  color: "#ffffff",
  selectors: { "&:hover": { background: "rgba(10, 20, 35, 0.9)" }, "&:focus-visible": { outline: "3px solid #ffffff", outlineOffset: "2px", boxShadow: `0 0 0 5px ${vars.color.focus}` } },
});

export const stagePrevious = style({ left: vars.space["2"] });

export const stageNext = style({ right: vars.space["2"] });

export const stageCount = style({
  position: "absolute",
  left: vars.space["2"],
  bottom: vars.space["2"],
  padding: `${vars.space["1"]} ${vars.space["2"]}`,
  borderRadius: vars.radius.full,
  background: "rgba(10, 20, 35, 0.72)",
  color: "#ffffff",
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

/**
 * The thumbnails: four across, in one row that scrolls sideways when there are more (up to
 * MAX_LISTING_PHOTOS); padded so a focus ring is not cut off by the scrolling edge.
 */
export const thumbnails = style({
  ...recipe.bareList,
  display: "grid",
  gridAutoFlow: "column",
  gridAutoColumns: `calc((100% - 3 * ${vars.space["2"]}) / 4)`,
  gap: vars.space["2"],
  overflowX: "auto",
  scrollSnapType: "x proximity",
  padding: "5px",
  margin: "-5px",
});

export const thumbnailItem = style({ scrollSnapAlign: "start" });

export const thumbnail = style({
  display: "block",
  aspectRatio: "4 / 3",
  // As the stage: sized by its column, so a thumbnail arriving lays out only itself.
  contain: "strict",
  borderRadius: vars.radius.md,
  overflow: "hidden",
  border: `2px solid transparent`,
  selectors: { "&:hover": { borderColor: vars.color.borderStrong }, '&[aria-current="true"]': { borderColor: vars.color.brand } },
});

/** Thumbnails are cropped to their 4:3 tile (the main photo above shows it whole). */
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
