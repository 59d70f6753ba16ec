import { style } from "@vanilla-extract/css";
import * as recipe from "~/styles/recipes";
import { vars } from "~/styles/theme.css";

export const list = style({ margin: 0, display: "grid", gap: vars.space["3"], minWidth: 0 });

export const label = style({ ...recipe.smallMuted, fontWeight: vars.fontWeight.semibold });

// A long address or an unbroken line of hours wraps inside the card rather than widening it.
export const value = style({ margin: 0, overflowWrap: "anywhere" });

export const address = style({ fontStyle: "normal" });

// The dealer's own line breaks, one line per day or range (supabase/schemas/18-depots.sql).
export const hours = style({ whiteSpace: "pre-line" });
