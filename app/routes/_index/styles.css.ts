import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const hero = style({
  background: `linear-gradient(135deg, ${vars.color.brand} 0%, #16518f 60%, #1c5fa3 100%)`,
  color: "#ffffff",
});

export const heroInner = style({
  maxWidth: vars.layout.maxWidth,
  margin: "0 auto",
  padding: `${vars.space["12"]} ${vars.space["4"]}`,
  display: "grid",
  gap: vars.space["5"],
  justifyItems: "start",
  "@media": { [media.md]: { padding: `${vars.space["16"]} ${vars.space["4"]}` } },
});

export const eyebrow = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: "#ffd88a",
  letterSpacing: "0.04em",
  textTransform: "uppercase",
});

export const heroTitle = style({
  fontSize: vars.fontSize["4xl"],
  fontWeight: vars.fontWeight.bold,
  maxWidth: "22ch",
  letterSpacing: "-0.02em",
});

export const heroLead = style({ fontSize: vars.fontSize.lg, maxWidth: "38rem", color: "#e3ecf7" });

export const heroActions = style({ display: "flex", flexWrap: "wrap", gap: vars.space["3"] });

export const pathGrid = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space["4"],
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 18rem), 1fr))",
});

export const pathCard = style({
  display: "grid",
  gap: vars.space["3"],
  alignContent: "start",
  justifyItems: "start",
  padding: vars.space["6"],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

export const pathTitle = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });
export const pathText = style({ color: vars.color.textMuted });

export const notice = style({
  marginBottom: vars.space["4"],
  padding: `${vars.space["3"]} ${vars.space["4"]}`,
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  color: vars.color.warning,
});

export const typeGrid = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space["3"],
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 16rem), 1fr))",
});

export const typeTile = style({
  height: "100%",
  display: "grid",
  alignContent: "start",
  gap: vars.space["2"],
  padding: vars.space["5"],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  textDecoration: "none",
  color: vars.color.text,
  boxShadow: vars.shadow.sm,
  transition: "border-color 120ms ease, box-shadow 120ms ease",
  selectors: { "&:hover": { borderColor: vars.color.brand, boxShadow: vars.shadow.md } },
});

export const typeName = style({ fontWeight: vars.fontWeight.bold, color: vars.color.brand, fontSize: vars.fontSize.lg });
export const typeText = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const typeCount = style({
  justifySelf: "start",
  marginTop: vars.space["1"],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  padding: `2px ${vars.space["3"]}`,
  borderRadius: vars.radius.full,
  background: vars.color.accentSoft,
  color: vars.color.accentText,
});

export const whyList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space["4"],
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 13rem), 1fr))",
});

export const whyItem = style({
  display: "grid",
  gap: vars.space["2"],
  alignContent: "start",
  paddingTop: vars.space["4"],
  borderTop: `4px solid ${vars.color.accent}`,
});

export const whyTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const testimonial = style({
  margin: 0,
  height: "100%",
  display: "grid",
  gap: vars.space["4"],
  alignContent: "space-between",
  padding: vars.space["6"],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

export const quote = style({ margin: 0, fontSize: vars.fontSize.lg });

export const quoteBy = style({ display: "grid", color: vars.color.textMuted, fontSize: vars.fontSize.sm });
