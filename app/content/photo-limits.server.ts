import { MAX_LISTING_PHOTOS } from "~/models/listing-photo-rules";
import { MAX_PHOTO_BYTES } from "~/models/listing-photo.server";
import { ACCEPTED_PHOTO_FORMATS, MAX_PHOTO_UPLOAD_BYTES, PHOTO_COPY_SIZES } from "~/utils/photos.server";
import { MAX_AUCTION_IMAGES } from "./auctions";
import type { PhotoLimits } from "./help";

const MB = 1024 * 1024;

/**
 * The photo rules as the uploads enforce them (docs/decisions/016-photo-processing.md), for
 * the pages that explain them (the FAQ, the Seller Guide): read from the modules that apply
 * them, so the words never drift from what an upload does.
 */
export function photoLimits(): PhotoLimits {
  return {
    perListing: MAX_LISTING_PHOTOS,
    perAuction: MAX_AUCTION_IMAGES,
    uploadMegabytes: MAX_PHOTO_UPLOAD_BYTES / MB,
    bulkUploadMegabytes: MAX_PHOTO_BYTES / MB,
    formats: ACCEPTED_PHOTO_FORMATS,
    copySizes: PHOTO_COPY_SIZES,
  };
}
