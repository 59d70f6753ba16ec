import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const endpoint = style({
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space["5"],
  marginTop: vars.space["6"],
});

export const endpointTitle = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  gap: vars.space["2"],
  fontSize: vars.fontSize.lg,
  margin: `0 0 ${vars.space["2"]}`,
});

export const method = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
  background: vars.color.brandSoft,
  borderRadius: vars.radius.sm,
  padding: `0 ${vars.space["2"]}`,
});

export const path = style({ fontFamily: vars.font.mono, overflowWrap: "anywhere" });

export const fields = style({ margin: `${vars.space["2"]} 0 0`, display: "grid", gap: vars.space["3"] });

globalStyle(`${fields} dt`, { fontWeight: vars.fontWeight.semibold });
globalStyle(`${fields} dt code`, { overflowWrap: "anywhere" });
globalStyle(`${fields} dd`, { margin: 0, color: vars.color.textMuted });

export const subheading = style({ fontSize: vars.fontSize.md, margin: `${vars.space["4"]} 0 0` });

export const required = style({ fontWeight: vars.fontWeight.regular, color: vars.color.danger });

/** An endpoint's answers: each status beside what it means. */
export const answers = style({ margin: `${vars.space["2"]} 0 0`, display: "grid", gap: vars.space["2"] });

globalStyle(`${answers} > div`, { display: "grid", gridTemplateColumns: "3rem 1fr", gap: vars.space["3"] });
globalStyle(`${answers} dt`, { fontWeight: vars.fontWeight.semibold, fontFamily: vars.font.mono });
globalStyle(`${answers} dd`, { margin: 0, color: vars.color.textMuted });
