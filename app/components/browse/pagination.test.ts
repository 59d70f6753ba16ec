import { describe, expect, test } from "vitest";
import { pageWindow } from "./pagination";

describe("pagination", () => {
  test("offers the first, the last and two either side of the current page", () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, "gap", 10]);
    expect(pageWindow(6, 10)).toEqual([1, "gap", 4, 5, 6, 7, 8, "gap", 10]);
    expect(pageWindow(10, 10)).toEqual([1, "gap", 8, 9, 10]);
  });
});
