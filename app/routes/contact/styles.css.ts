import { globalStyle, style } from "@vanilla-extract/css";
import { card, underHero } from "~/components/page.css";
import * as recipe from "~/styles/recipes";
import { media, vars } from "~/styles/theme.css";

/** Details beside the form from laptops. */
export const layout = style([
  underHero,
  { alignItems: "start", "@media": { [media.lg]: { gridTemplateColumns: "minmax(0, 2fr) minmax(0, 3fr)" } } },
]);

export const details = style([card, { display: "grid", gap: vars.space["4"] }]);

export const formCard = style([card, { display: "grid", gap: vars.space["4"] }]);

export const heading = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const subheading = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const detailList = style({ margin: 0, display: "grid", gap: vars.space["3"] });

globalStyle(`${detailList} dt`, { fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
globalStyle(`${detailList} dd`, { margin: 0 });

export const address = style({ fontStyle: "normal" });

export const hours = style({ borderCollapse: "collapse", width: "100%" });

globalStyle(`${hours} th, ${hours} td`, { padding: `${vars.space["2"]} 0`, textAlign: "left", borderBottom: `1px solid ${vars.color.border}` });
globalStyle(`${hours} th`, { fontWeight: vars.fontWeight.medium });
globalStyle(`${hours} td`, { textAlign: "right" });

export const promise = style({ ...recipe.tintedBox("3", vars.color.successSoft), color: vars.color.success, fontWeight: vars.fontWeight.medium });

export const nameRow = style({ display: "grid", gap: vars.space["4"], "@media": { [media.sm]: { gridTemplateColumns: "1fr 1fr" } } });
