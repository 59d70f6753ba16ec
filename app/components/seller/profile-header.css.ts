import { style } from "@vanilla-extract/css";
import * as recipe from "~/styles/recipes";
import { media, vars } from "~/styles/theme.css";

export const header = style({ ...recipe.raisedCard("4", "5") });

export const identity = style({
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  gap: vars.space["4"],
  alignItems: "center",
  "@media": { [media.md]: { gridTemplateColumns: "auto 1fr auto" } },
});

export const photoColumn = style({ display: "grid", gap: vars.space["2"], justifyItems: "center" });


export const photoLink = style({ fontSize: vars.fontSize.sm });

export const names = style({ display: "grid", gap: vars.space["1"], minWidth: 0 });

export const name = style({ fontSize: vars.fontSize["2xl"], fontWeight: vars.fontWeight.bold, overflowWrap: "anywhere", margin: 0 });

export const company = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, color: vars.color.text });

export const meta = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space["1"]} ${vars.space["4"]}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const publicLink = style({ gridColumn: "1 / -1", justifySelf: "start", "@media": { [media.md]: { gridColumn: "auto", justifySelf: "end" } } });

export const stats = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: vars.space["3"],
  margin: 0,
  padding: `${vars.space["4"]} 0 0`,
  borderTop: `1px solid ${vars.color.border}`,
  "@media": { [media.md]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" } },
});

export const stat = style({ display: "grid", gap: vars.space["1"] });

export const statLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const statValue = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const verified = style({ color: vars.color.success });

export const pending = style({ color: vars.color.warning });
