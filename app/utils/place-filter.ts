import { radiusMiles } from "~/content/browse-orders";
import { outcodeOf } from "~/utils/places";

/**
 * "Within N miles of [postcode]" as the browse pages keep it in the URL (`near=`, `radius=`;
 * docs/listings.md#location): /listings and /auctions read it, word it and check it alike, in
 * code the browser runs too. Whether an outcode exists is the search's answer
 * (search_listings and search_auctions answer near: null; unknownPlaceMessage).
 */

export type PlaceFilter = {
  /** The place box as typed (placeText), "" when empty. */
  near: string;
  /** The distance in miles as the URL says it ("" for any distance); one of radiusMiles unless mangled (the page says so). */
  radius: string;
};

/** The distance select's value as the URL keeps it (a mangled one is kept, cut short, for its message). */
export function radiusText(text: string) {
  return text.trim().slice(0, 6);
}

/**
 * The order asked for, unless it needs a place and none is typed ("Nearest first" without
 * one is the page's default order); the server's parse and the form's agree on it.
 */
export function orderForPlace<Sort extends string>(sort: Sort, near: string, defaultSort: Sort): Sort {
  return sort === "nearest" && outcodeOf(near) === null ? defaultSort : sort;
}

/** A radius from the list, in miles, or null (none, or one not offered). */
function radiusOf({ radius }: Pick<PlaceFilter, "radius">) {
  const miles = Number(radius);
  return radius !== "" && (radiusMiles as readonly number[]).includes(miles) ? miles : null;
}

/**
 * The place as far as the URL alone can tell: the outcode to search from (null: none, or not
 * a postcode), the radius (null: any distance, or one not offered), and each box's message.
 */
export function placeFilter(filters: PlaceFilter) {
  const outcode = filters.near ? outcodeOf(filters.near) : null;
  const radius = radiusOf(filters);
  const errors: { near?: string; radius?: string } = {};
  if (filters.radius && radius === null) {
    errors.radius = `Choose a distance of ${radiusMiles.slice(0, -1).join(", ")} or ${radiusMiles.at(-1)} miles`;
  }
  if (filters.near && outcode === null) {
    errors.near = "Enter a postcode or the first half of one, like LS1 4AP or LS1";
  } else if (!filters.near && radius !== null) {
    errors.near = `Enter a postcode to search within ${radius} miles, like LS1 4AP`;
  }
  return { outcode, radius: outcode === null ? null : radius, errors };
}

/** The place box's message when its postcode's outcode is not one the site knows (ZZ9, Northern Ireland's BT). */
export function unknownPlaceMessage(outcode: string) {
  return `Enter a postcode in Great Britain, like LS1 4AP: we cannot find ${outcode}`;
}

/** "Within 25 miles of LS1", "Distances from LS1" (no radius), "Within 25 miles" (no place), or null: the place's chip. */
export function placeChipLabel({ near, radius }: PlaceFilter) {
  if (near && radius) return `Within ${radius} miles of ${near}`;
  if (near) return `Distances from ${near}`;
  if (radius) return `Within ${radius} miles`;
  return null;
}

/** The place in a saved search's name: "within 25 miles of LS1", or null when it does not filter. */
export function placeSearchName(filters: PlaceFilter) {
  const place = placeFilter(filters);
  return place.outcode !== null && place.radius !== null ? `within ${place.radius} miles of ${filters.near}` : null;
}
