import { style } from "@vanilla-extract/css";
import * as page from "~/components/page.css";
import * as recipe from "~/styles/recipes";
import { media, vars } from "~/styles/theme.css";

/**
 * /login and /auth: the page's cards as under a hero (page.underHero), with the top
 * spacing of a page without one, and the sign-in card beside the demo accounts on wide screens.
 */
export const layout = style([
  page.underHero,
  {
    paddingTop: vars.space["6"],
    alignItems: "start",
    "@media": { [media.lg]: { gridTemplateColumns: "minmax(0, 28rem) minmax(0, 1fr)", justifyContent: "center" } },
  },
]);

export const column = style({ display: "grid", gap: vars.space["4"] });

export const card = style({ ...recipe.card("5", "6"), boxShadow: vars.shadow.md });

export const cardTitle = style({ fontSize: vars.fontSize["2xl"], fontWeight: vars.fontWeight.bold });

export const modeToggle = style({
  display: "grid",
  gridTemplateColumns: "1fr 1fr",
  padding: vars.space["1"],
  gap: vars.space["1"],
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
});

export const modeLink = style({
  textAlign: "center",
  padding: `${vars.space["2"]} ${vars.space["3"]}`,
  borderRadius: vars.radius.sm,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: "none",
  color: vars.color.textMuted,
  selectors: {
    '&[aria-current="page"]': { background: vars.color.surface, color: vars.color.brand, boxShadow: vars.shadow.sm },
    "&:hover": { color: vars.color.brand },
  },
});

export const cardFooter = style({ display: "grid", gap: vars.space["2"], fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const subtleLink = style({ fontWeight: vars.fontWeight.semibold });
export const note = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text });

export const noticeTitle = style({ fontWeight: vars.fontWeight.bold, marginBottom: vars.space["1"] });

export const demoPanel = style({
  ...recipe.paddedGrid("3", "5"),
  background: vars.color.brandSoft,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const demoTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
export const demoText = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const demoList = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space["2"] });
// An email is never broken mid-word: where the address and Sign In do not fit one row, the
// button goes below.
export const demoItem = style({
  ...recipe.spreadRow("space-between", "3"),
  padding: vars.space["3"],
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});
export const demoLabel = style({ fontWeight: vars.fontWeight.semibold });
export const demoEmail = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, overflowWrap: "anywhere" });

export const fullWidth = style({ gridColumn: "1 / -1", marginTop: vars.space["4"] });

/** Sign up, Forgot and Reset Password: one card in a narrow column (a page.container). */
export const formLayout = style([page.container, { maxWidth: "32rem" }]);

export const intro = style({ color: vars.color.textMuted });

/** The sign-up form with its account type chooser above (/signup, Become a Member). */
export const signUp = style({ display: "grid", gap: vars.space["5"] });
export const accountChoice = style({ display: "grid", gap: vars.space["2"] });
export const accountChoiceLabel = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });
export const accountToggle = style([modeToggle, { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" }]);
/** Three choices in a narrow card: less side padding, so "Private seller" fits on one line where it can. */
export const accountLink = style([modeLink, { paddingInline: vars.space["1"] }]);
/** The sign-up button's label ("Create private seller account") may wrap on the narrowest phones. */
export const signUpButton = style({ selectors: { "&&": { whiteSpace: "normal" } } });

/** First and last name side by side where there is room (the sign-up card is at most 32rem). */
export const names = style({ display: "grid", gap: vars.space["4"], gridTemplateColumns: "repeat(auto-fit, minmax(10rem, 1fr))" });
