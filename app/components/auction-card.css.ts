import { style } from "@vanilla-extract/css";
import * as recipe from "~/styles/recipes";
import { vars } from "~/styles/theme.css";

/* What an auction card adds to the listing card's look (listing-card.css.ts): the Auction
   badge and the time left over the photo, the bids, and the closed state. */

const overPhoto = style({
  position: "absolute",
  top: vars.space["3"],
  ...recipe.inlineRow("1"),
  padding: `2px ${vars.space["3"]}`,
  borderRadius: vars.radius.full,
  ...recipe.heading("xs"),
  boxShadow: vars.shadow.sm,
});

export const auctionBadge = style([
  overPhoto,
  { left: vars.space["3"], background: vars.color.brand, color: "#ffffff", letterSpacing: "0.03em", textTransform: "uppercase" },
]);

export const timeLeft = style([
  overPhoto,
  { right: vars.space["3"], background: vars.color.surface, color: vars.color.text, fontSize: vars.fontSize.sm, fontVariantNumeric: "tabular-nums" },
]);

export const ended = style([overPhoto, { right: vars.space["3"], background: vars.color.danger, color: "#ffffff", fontSize: vars.fontSize.sm }]);

export const bids = style({ display: "grid", gridTemplateColumns: "repeat(2, minmax(0, 1fr))", gap: vars.space["2"], margin: 0 });

export const bidFigure = style({ display: "grid", gap: "2px", alignContent: "start" });

export const bidLabel = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const currentBid = style({ margin: 0, ...recipe.heading("2xl"), color: vars.color.brand });

export const startingPrice = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const bidCount = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, color: vars.color.textMuted });

export const closed = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  minHeight: "2.75rem",
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
});
