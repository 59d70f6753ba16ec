import { style, keyframes } from "@vanilla-extract/css";
import * as recipe from "~/styles/recipes";
import { vars } from "~/styles/theme.css";

const contentShow = keyframes({
  from: { opacity: 0, transform: "translate(-50%, -48%) scale(0.97)" },
  to: { opacity: 1, transform: "translate(-50%, -50%) scale(1)" },
});

export const content = style({
  position: "fixed",
  top: "40%",
  left: "50%",
  transform: "translate(-50%, -50%)",
  zIndex: vars.zIndex.dialog,
  width: "min(36rem, calc(100vw - 2rem))",
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  animation: `${contentShow} 150ms ease`,
  overflow: "hidden",
});

export const inputRow = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space["3"],
  padding: `${vars.space["3"]} ${vars.space["4"]}`,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
});

export const input = style({
  flex: 1,
  minWidth: 0,
  border: 0,
  padding: `${vars.space["2"]} 0`,
  fontSize: vars.fontSize.lg,
  background: "transparent",
  color: vars.color.text,
  selectors: { "&:focus-visible": { outline: "none" } },
});

export const inputRowFocus = style({ selectors: { "&:focus-within": { boxShadow: `inset 0 -3px 0 ${vars.color.focus}` } } });

export const results = style({ maxHeight: "24rem", overflowY: "auto", padding: vars.space["2"] });

export const message = style({ padding: `${vars.space["6"]} ${vars.space["4"]}`, textAlign: "center", color: vars.color.textMuted });

/** The keyword search's note on the listings (a corrected brand, similar listings, "Did you mean"). */
export const note = style({ display: "grid", gap: vars.space["1"], padding: `${vars.space["2"]} ${vars.space["4"]}`, color: vars.color.textMuted });

export const resultList = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: "2px" });

export const resultLink = style({
  display: "grid",
  gridTemplateColumns: "1fr auto",
  gap: `0 ${vars.space["3"]}`,
  padding: `${vars.space["3"]} ${vars.space["3"]}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: "none",
  selectors: { "&:hover, &:focus-visible": { background: vars.color.brandSoft } },
});

export const resultTitle = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.brand });
export const resultDescription = style({ gridColumn: "1 / -1", fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const category = style({
  alignSelf: "start",
  ...recipe.heading("xs", "semibold"),
  padding: `2px ${vars.space["2"]}`,
  borderRadius: vars.radius.full,
  background: vars.color.accentSoft,
  color: vars.color.accentText,
});

export const groupTitle = style({
  padding: `${vars.space["2"]} ${vars.space["3"]} ${vars.space["1"]}`,
  ...recipe.heading("xs", "semibold"),
  letterSpacing: "0.04em",
  textTransform: "uppercase",
  color: vars.color.textMuted,
});

export const stockLink = style([
  resultLink,
  { gridTemplateColumns: "4rem minmax(0, 1fr)", alignItems: "center" },
]);

export const stockPhoto = style({
  display: "block",
  width: "4rem",
  height: "3rem",
  objectFit: "cover",
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
});

export const stockText = style({ display: "grid", gap: "2px", minWidth: 0 });
export const stockPrice = style({ color: vars.color.text });

export const seeAll = style({
  display: "inline-block",
  margin: `${vars.space["1"]} ${vars.space["3"]} ${vars.space["3"]}`,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.brand,
});
