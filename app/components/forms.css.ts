import { globalStyle, style } from "@vanilla-extract/css";
import * as recipe from "~/styles/recipes";
import { vars } from "~/styles/theme.css";

export const form = style({ display: "grid", gap: vars.space["4"] });

export const field = style({ display: "grid", gap: vars.space["1"] });

export const label = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.sm });

export const optional = style({ fontWeight: vars.fontWeight.regular, color: vars.color.textMuted });

export const help = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const control = style({
  width: "100%",
  minHeight: "2.75rem",
  padding: `${vars.space["2"]} ${vars.space["3"]}`,
  ...recipe.framedBox(`1px solid ${vars.color.borderStrong}`, "md", vars.color.surface),
  color: vars.color.text,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, boxShadow: `0 0 0 1px ${vars.color.danger}` },
    "&:disabled": { background: vars.color.surfaceMuted, cursor: "not-allowed" },
  },
});

export const textarea = style([control, { minHeight: "7rem", resize: "vertical" }]);

export const checkboxRow = style({ display: "flex", alignItems: "flex-start", gap: vars.space["2"] });

export const checkbox = style({ width: "1.25rem", height: "1.25rem", marginTop: "0.15rem", flexShrink: 0, accentColor: vars.color.brand });

export const errorList = style({ ...recipe.bareList, fontSize: vars.fontSize.sm, color: vars.color.danger, fontWeight: vars.fontWeight.medium });

export const alert = style({
  padding: `${vars.space["3"]} ${vars.space["4"]}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
});

export const alertList = style({ margin: 0, paddingLeft: vars.space["5"] });

export const notice = style({
  padding: `${vars.space["3"]} ${vars.space["4"]}`,
  borderRadius: vars.radius.md,
  border: `1px solid #f0b454`,
  background: vars.color.warningSoft,
  color: vars.color.warning,
});

export const success = style({
  padding: `${vars.space["3"]} ${vars.space["4"]}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.success}`,
  background: vars.color.successSoft,
  color: vars.color.success,
});

export const summaryFrame = style({ display: "grid", gap: vars.space["3"], outline: "none" });

// GOV.UK's error summary: a thick red frame, so it is seen first.
export const summary = style({
  padding: vars.space["4"],
  ...recipe.framedBox(`4px solid ${vars.color.danger}`, "md", vars.color.surface),
  selectors: { [`${summaryFrame}:focus-visible &, ${summaryFrame}:focus &`]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" } },
});

export const summaryHeading = style({ fontSize: vars.fontSize.lg, marginBottom: vars.space["2"] });

export const summaryList = style({ margin: 0, paddingLeft: vars.space["5"], display: "grid", gap: vars.space["1"], fontWeight: vars.fontWeight.semibold });

globalStyle(`${summaryList} a`, { color: vars.color.danger });
