import { style } from "@vanilla-extract/css";
import * as recipe from "~/styles/recipes";
import { media, vars } from "~/styles/theme.css";

// Hero with the type buttons

export const hero = style({ background: `linear-gradient(135deg, ${vars.color.brand} 0%, #16518f 60%, #1c5fa3 100%)`, color: "#ffffff" });

export const heroInner = style({
  maxWidth: vars.layout.maxWidth,
  margin: "0 auto",
  padding: `${vars.space["8"]} ${vars.space["4"]} ${vars.space["6"]}`,
  display: "grid",
  gap: vars.space["3"],
});

export const heroTitle = style({ fontSize: vars.fontSize["3xl"], fontWeight: vars.fontWeight.bold });

export const heroLead = style({ maxWidth: "44rem", color: "#e3ecf7" });

export const typeButtons = style({
  listStyle: "none",
  margin: `${vars.space["2"]} 0 0`,
  padding: `${vars.space["1"]} 0 ${vars.space["2"]}`,
  display: "flex",
  gap: vars.space["2"],
  // One scrolling row on phones, wrapped rows on wider screens.
  overflowX: "auto",
  "@media": { [media.md]: { flexWrap: "wrap", overflowX: "visible" } },
});

export const typeButton = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "2.5rem",
  padding: `${vars.space["1"]} ${vars.space["4"]}`,
  borderRadius: vars.radius.full,
  border: "1px solid rgba(255,255,255,0.55)",
  color: "#ffffff",
  textDecoration: "none",
  ...recipe.heading("sm", "semibold"),
  whiteSpace: "nowrap",
  selectors: {
    "&:hover": { background: "rgba(255,255,255,0.14)" },
    '&[aria-current="true"]': { background: vars.color.accent, borderColor: vars.color.accent, color: vars.color.text },
  },
});

export const brandList = style({
  display: "grid",
  gap: vars.space["1"],
  maxHeight: "12rem",
  overflowY: "auto",
  padding: vars.space["2"],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const advanced = style({ borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space["3"] });

export const advancedSummary = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.brand, minHeight: "2rem", display: "list-item" });

export const advancedBody = style({ display: "grid", gap: vars.space["4"], marginTop: vars.space["3"] });


/** Minimum and maximum price side by side, even on phones. */
export const priceInputs = style({ display: "grid", gridTemplateColumns: "repeat(2, minmax(0, 1fr))", gap: vars.space["2"], alignItems: "start" });
