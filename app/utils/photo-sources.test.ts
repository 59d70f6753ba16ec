import { describe, expect, test } from "vitest";
import { toPhotoSources } from "./photo-sources";

const url = (path: string) => `/photos/${path}`;
const copy = (width: number, format: string) => ({ storage_path: `u/l/${format}${width}.${format === "webp" ? "webp" : "jpg"}`, width, height: width * 0.75, format });

describe("toPhotoSources", () => {
  test("a srcset per format, smallest first, and the largest JPEG's size", () => {
    const copies = [1920, 640, 1280, 320].flatMap((width) => [copy(width, "webp"), copy(width, "jpeg")]);
    expect(toPhotoSources(copies, url)).toEqual({
      webp: "/photos/u/l/webp320.webp 320w, /photos/u/l/webp640.webp 640w, /photos/u/l/webp1280.webp 1280w, /photos/u/l/webp1920.webp 1920w",
      jpeg: "/photos/u/l/jpeg320.jpg 320w, /photos/u/l/jpeg640.jpg 640w, /photos/u/l/jpeg1280.jpg 1280w, /photos/u/l/jpeg1920.jpg 1920w",
      width: 1920,
      height: 1440,
    });
  });

  test("none without copies of both formats (the seed's photos): the original is shown alone", () => {
    expect(toPhotoSources([], url)).toBeNull();
    expect(toPhotoSources(null, url)).toBeNull();
    expect(toPhotoSources([copy(320, "webp")], url)).toBeNull();
  });
});
