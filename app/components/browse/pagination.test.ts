import { describe, expect, test } from "vitest";
import { pageWindow } from "./pagination";

describe("pagination", () => {
  test("offers the first, the last and two either side of the current page", () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, "gap", 10]);
    expect(pageWindow(6, 10)).toEqual([1, "gap", 4, 5, 6, 7, 8, "gap", 10]);
    expect(pageWindow(10, 10)).toEqual([1, "gap", 8, 9, 10]);
  });

  test("when more pages may follow the known ones, no last page is offered: a gap ends the numbers", () => {
    expect(pageWindow(1, 42, true)).toEqual([1, 2, 3, "gap"]);
    expect(pageWindow(10, 42, true)).toEqual([1, "gap", 8, 9, 10, 11, 12, "gap"]);
    expect(pageWindow(45, 48, true)).toEqual([1, "gap", 43, 44, 45, 46, 47, "gap"]);
  });
});
