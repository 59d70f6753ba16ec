import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/** "&&": above the prose column's own list indent (sections.css.ts), which has a class and an element. */
export const cookieList = style({
  display: "grid",
  gap: vars.space["4"],
  selectors: { "&&": { listStyle: "none", margin: 0, padding: 0 } },
});

export const cookie = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space["4"],
  display: "grid",
  gap: vars.space["3"],
});

/** Names are long and unbroken (sb-<project>-auth-token-code-verifier): they wrap anywhere on a phone. */
export const cookieName = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, overflowWrap: "anywhere" });
