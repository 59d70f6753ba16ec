import { style } from "@vanilla-extract/css";
import * as recipe from "~/styles/recipes";
import { vars } from "~/styles/theme.css";

/** A grid of photo thumbnails, each with a caption and small buttons: the sell wizard's photos, the create auction form's images. */

export const photoGrid = style({ ...recipe.listGrid("3"), gridTemplateColumns: "repeat(auto-fill, minmax(8rem, 1fr))" });

export const photoItem = style({
  ...recipe.paddedGrid("2", "2"),
  ...recipe.framedBox(`1px solid ${vars.color.border}`, "md", vars.color.surface),
  alignContent: "start",
});

export const photo = style({ width: "100%", height: "auto", aspectRatio: "4 / 3", objectFit: "cover", borderRadius: vars.radius.sm });

export const photoCaption = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });

export const photoButtons = style({ display: "flex", flexWrap: "wrap", gap: vars.space["1"] });

export const smallButton = style({ padding: `${vars.space["1"]} ${vars.space["2"]}`, fontSize: vars.fontSize.sm, minHeight: "2.25rem" });
