import { readFileSync } from "node:fs";
import { describe, expect, test, vi } from "vitest";
import { photoProcessingRefusals } from "~/utils/photos.server";
import type { SupabaseClient } from "~/utils/supabase.server";
import { addProcessedListingPhotos } from "./listing-photo.server";

// The tests run from the repository root.
const photo = readFileSync("tests/fixtures/generator-panel.png");

/** A database and storage that fail the test if anything is written. */
const untouchable = new Proxy({} as SupabaseClient, {
  get: (_, property) => {
    throw new Error(`nothing may be written, yet supabase.${String(property)} was used`);
  },
});

describe("addProcessedListingPhotos when Cloudflare Images is unavailable", () => {
  test("refuses the upload with a message that says to try again, names the first file, and writes nothing", async () => {
    const input = vi.fn(() => {
      throw new Error("IMAGES_TRANSFORM_ERROR 9422: monthly transformations quota exceeded");
    });
    vi.spyOn(console, "error").mockImplementation(() => {});
    const files = ["front.png", "side.png"].map((name) => new File([photo], name, { type: "image/png" }));

    const result = await addProcessedListingPhotos(untouchable, { input } as unknown as ImagesBinding, {
      userId: "00000000-0000-4000-8000-000000000001",
      listingId: "00000000-0000-4000-8000-000000000002",
      files,
      existingPaths: [],
      nextPosition: 0,
    });

    expect(result).toEqual({ added: 0, refused: [photoProcessingRefusals.unavailable("front.png")], error: null });
    // The second file is not tried: the service is as unavailable for it.
    expect(input).toHaveBeenCalledTimes(1);
  });
});
