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

describe("criticalCss of a development bundle", () => {
  // What `remix dev` writes: not minified, each file's rules after a comment naming the file.
  const bundle = [
    "/* vanilla-extract-plugin-ns:styles/theme.css.ts.vanilla.css */",
    ":root {\n  --color-brand__8u3pli0: #0f3d75;\n}",
    "",
    "/* vanilla-extract-plugin-ns:components/header.css.ts.vanilla.css */",
    ".header_header__qy2ptw1 {\n  background: var(--color-surface__8u3plia);\n}",
    '.header_logo__qy2ptw3::after {\n  content: "/* not a comment */";\n}',
    "/* vanilla-extract-plugin-ns:components/page-hero.css.ts.vanilla.css */",
    "@media screen and (min-width: 48rem) {\n  .page-hero_hero__1jdlxc90 {\n    padding: 0;\n  }\n}",
  ].join("\n");

  test("keeps the globals and the page's rules that follow a comment, and a string that looks like one", () => {
    const css = criticalCss(
      parseStylesheet(bundle),
      '<header class="header_header__qy2ptw1"><a class="header_logo__qy2ptw3"></a></header><section class="page-hero_hero__1jdlxc90"></section>',
    );
    expect(css).toBe(
      [
        ":root {\n  --color-brand__8u3pli0: #0f3d75;\n}",
        ".header_header__qy2ptw1 {\n  background: var(--color-surface__8u3plia);\n}",
        '.header_logo__qy2ptw3::after {\n  content: "/* not a comment */";\n}',
        "@media screen and (min-width: 48rem){.page-hero_hero__1jdlxc90 {\n    padding: 0;\n  }}",
      ].join(""),
    );
  });
});
