import { globalStyle, style } from "@vanilla-extract/css";
import * as recipe from "~/styles/recipes";
import { vars } from "~/styles/theme.css";

/** The topics, as a row of links above the questions. */
export const contents = style({ ...recipe.surface, padding: `${vars.space["3"]} ${vars.space["4"]}` });

globalStyle(`${contents} ul`, { listStyle: "none", margin: 0, padding: 0, display: "flex", flexWrap: "wrap", gap: `${vars.space["2"]} ${vars.space["6"]}` });
globalStyle(`${contents} a`, { fontWeight: vars.fontWeight.semibold });

export const group = style({ ...recipe.surface, padding: vars.space["6"], boxShadow: vars.shadow.sm, display: "grid", gap: vars.space["2"] });

export const groupHeading = style({ fontSize: vars.fontSize["2xl"], fontWeight: vars.fontWeight.bold, marginBottom: vars.space["2"] });

export const question = style({ borderTop: `1px solid ${vars.color.border}` });

/** The question: the whole row is the control, with a + that turns into − when open. */
export const summary = style({
  cursor: "pointer",
  listStyle: "none",
  display: "flex",
  justifyContent: "space-between",
  gap: vars.space["4"],
  padding: `${vars.space["3"]} 0`,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.lg,
  "::after": { content: '"+" / ""', color: vars.color.brand, fontWeight: vars.fontWeight.bold },
  selectors: { "details[open] > &::after": { content: '"−" / ""' } },
});

globalStyle(`${summary}::-webkit-details-marker`, { display: "none" });

export const answer = style({ display: "grid", gap: vars.space["3"], paddingBottom: vars.space["4"], maxWidth: "46rem" });
