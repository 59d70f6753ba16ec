import { describe, expect, test } from "vitest";
import { criticalCss, parseStylesheet } from "./critical-css.server";

const bundle = [
  ":root{--brand: #0f3d75}",
  "body{margin:0}",
  "._a1{color:red}",
  "._b2{color:blue}",
  "._a1:hover{color:green}",
  "._a1 ._b2,._c3{padding:0}",
  "._a1>._d4{margin:0}",
  "._a1:not(._e5){display:block}",
  '._a1:after{content:"{}"}',
  "@media (min-width: 40em){._a1{color:navy}._b2{color:teal}}",
  "@media (min-width: 60em){._b2{color:teal}}",
  "@keyframes _spin{0%{transform:rotate(0)}to{transform:rotate(1turn)}}",
].join("");

describe("criticalCss", () => {
  const stylesheet = parseStylesheet(bundle);

  test("keeps the rules whose classes the page has, in the bundle's order, and the globals", () => {
    const css = criticalCss(stylesheet, '<html><body><p class="_a1 other">x</p></body></html>');
    expect(css).toBe(
      [
        ":root{--brand: #0f3d75}",
        "body{margin:0}",
        "._a1{color:red}",
        "._a1:hover{color:green}",
        "._a1:not(._e5){display:block}",
        '._a1:after{content:"{}"}',
        "@media (min-width: 40em){._a1{color:navy}}",
        "@keyframes _spin{0%{transform:rotate(0)}to{transform:rotate(1turn)}}",
      ].join(""),
    );
  });

  test("a selector list is kept when one of its selectors can match; a combinator needs every class", () => {
    const css = criticalCss(stylesheet, '<div class="_c3"></div><div class="_d4"></div>');
    expect(css).toContain("._a1 ._b2,._c3{padding:0}");
    expect(css).not.toContain("._a1>._d4");
  });

  test("the whole bundle when the page uses all of it", () => {
    const css = criticalCss(stylesheet, '<div class="_a1 _b2 _c3 _d4"></div>');
    expect(css).toBe(bundle);
  });
});
