import { describe, expect, test } from "vitest";
import { tilePhotoPath } from "./listing-photo.server";

describe("the sell wizard's tile of a photo", () => {
  const copy = (width: number, height: number, format = "jpeg") => ({ storage_path: `${format}-${width}`, width, height, format });

  test("is the smallest JPEG copy at least 480 px on its long side, portrait or landscape", () => {
    const landscape = [copy(1920, 1440), copy(320, 240), copy(640, 480), copy(1280, 960), copy(640, 480, "webp")];
    expect(tilePhotoPath("jpeg-1920", landscape)).toBe("jpeg-640");
    expect(tilePhotoPath("jpeg-1440", [copy(1440, 1920), copy(360, 480), copy(240, 320)])).toBe("jpeg-360");
  });

  test("is the photo's own file when no copy is that large, or there are none (the seed's)", () => {
    expect(tilePhotoPath("jpeg-320", [copy(320, 240), copy(320, 240, "webp")])).toBe("jpeg-320");
    expect(tilePhotoPath("seed/portable-1.png", [])).toBe("seed/portable-1.png");
  });
});
