import { json } from "@remix-run/cloudflare";
import { photoLimits } from "~/content/photo-limits.server";
import { sellerGuideSections } from "~/content/seller-guide";

// /seller-guide's loader, here because the photo limits are read from server modules
// (content/photo-limits.server.ts); the guide reaches the page as data.

/** The guide's sections, the same for every visitor. */
export function sellerGuideData() {
  return json({ sections: sellerGuideSections(photoLimits()) });
}
