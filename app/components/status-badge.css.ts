import { style, styleVariants } from "@vanilla-extract/css";
import * as recipe from "~/styles/recipes";
import { vars } from "~/styles/theme.css";

const badge = style({ display: "inline-block", ...recipe.pill, border: "1px solid transparent", whiteSpace: "nowrap" });

export const statusBadge = styleVariants({
  draft: [badge, { background: vars.color.surfaceMuted, color: vars.color.text, borderColor: vars.color.border }],
  pending: [badge, { background: vars.color.warningSoft, color: vars.color.warning }],
  active: [badge, { background: vars.color.successSoft, color: vars.color.success }],
  rejected: [badge, { background: vars.color.dangerSoft, color: vars.color.danger }],
  expired: [badge, { background: vars.color.surfaceMuted, color: vars.color.textMuted }],
  sold: [badge, { background: vars.color.brandSoft, color: vars.color.brand }],
  inactive: [badge, { background: vars.color.surfaceMuted, color: vars.color.text, borderColor: vars.color.border }],
});

export const auctionStatusBadge = styleVariants({
  active: [badge, { background: vars.color.successSoft, color: vars.color.success }],
  ended: [badge, { background: vars.color.warningSoft, color: vars.color.warning }],
  sold: [badge, { background: vars.color.brandSoft, color: vars.color.brand }],
  unsold: [badge, { background: vars.color.surfaceMuted, color: vars.color.textMuted }],
  cancelled: [badge, { background: vars.color.dangerSoft, color: vars.color.danger }],
});

export const commissionBadge = styleVariants({
  due: [badge, { background: vars.color.warningSoft, color: vars.color.warning }],
  overdue: [badge, { background: vars.color.dangerSoft, color: vars.color.danger }],
  paid: [badge, { background: vars.color.successSoft, color: vars.color.success }],
  refunded: [badge, { background: vars.color.surfaceMuted, color: vars.color.textMuted }],
});
