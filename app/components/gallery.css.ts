import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/* The photo gallery of the listing and auction pages (components/gallery.tsx). */

export const gallery = style({ display: "grid", gap: vars.space["3"] });

export const heroPhoto = style({
  aspectRatio: "3 / 2",
  borderRadius: vars.radius.md,
  overflow: "hidden",
  background: vars.color.surfaceMuted,
});

export const heroImage = style({ width: "100%", height: "100%", objectFit: "cover" });

export const thumbnails = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gridTemplateColumns: "repeat(4, minmax(0, 1fr))",
  gap: vars.space["2"],
});

export const thumbnail = style({
  display: "block",
  aspectRatio: "4 / 3",
  borderRadius: vars.radius.md,
  overflow: "hidden",
  border: `2px solid transparent`,
  selectors: {
    "&:hover": { borderColor: vars.color.borderStrong },
    '&[aria-current="true"]': { borderColor: vars.color.brand },
  },
});

export const thumbnailImage = style({ width: "100%", height: "100%", objectFit: "cover" });
