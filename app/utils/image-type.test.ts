import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { sniffImageType } from "./image-type";

const bytes = (...values: Array<number | string>) =>
  Uint8Array.from(values.flatMap((value) => (typeof value === "string" ? Array.from(value, (char) => char.charCodeAt(0)) : [value])));

describe("sniffImageType", () => {
  test("knows JPEG, PNG, WebP and GIF by their first bytes", () => {
    expect(sniffImageType(readFileSync("tests/fixtures/generator-front.jpg"))?.mimeType).toBe("image/jpeg");
    expect(sniffImageType(readFileSync("tests/fixtures/generator-panel.png"))).toEqual({ mimeType: "image/png", extension: "png" });
    expect(sniffImageType(bytes("RIFF", 0, 0, 0, 0, "WEBPVP8 "))?.mimeType).toBe("image/webp");
    expect(sniffImageType(bytes("GIF89a", 1, 0))?.extension).toBe("gif");
  });

  test("anything else is not an image, whatever its name says", () => {
    expect(sniffImageType(bytes("Service history: oil changed"))).toBeNull();
    expect(sniffImageType(bytes("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(sniffImageType(bytes("RIFF", 0, 0, 0, 0, "WAVE"))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});
