// @vitest-environment node
import { describe, expect, test } from "vitest";
import { CAPTCHA_ALPHABET } from "./captcha";
import { renderCaptchaSvg } from "./captcha-image.server";
import {
  CAPTCHA_TTL_SECONDS,
  checkCaptchaAnswer,
  newCaptchaChallenge,
  openCaptcha,
  randomCaptchaCode,
  sealCaptcha,
  spellCaptcha,
} from "./captcha.server";

describe("captcha codes", () => {
  test("the alphabet is letters and digits without look-alikes", () => {
    for (const lookAlike of ["I", "O", "l", "0", "1"]) expect(CAPTCHA_ALPHABET).not.toContain(lookAlike);
    expect(CAPTCHA_ALPHABET).toMatch(/^[A-Za-z2-9]+$/);
    expect(new Set(CAPTCHA_ALPHABET).size).toBe(CAPTCHA_ALPHABET.length);
    expect(CAPTCHA_ALPHABET.length).toBe(26 + 26 + 10 - 5);
  });

  test("codes are 6 characters from the alphabet, and every character turns up", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const code = randomCaptchaCode();
      expect(code).toHaveLength(6);
      for (const char of code) {
        expect(CAPTCHA_ALPHABET).toContain(char);
        seen.add(char);
      }
    }
    expect(seen.size).toBe(CAPTCHA_ALPHABET.length);
  });
});

describe("sealed challenges", () => {
  const secrets = ["current-secret"];

  test("open to the same challenge with the secret, and to nothing without it", async () => {
    const challenge = newCaptchaChallenge();
    const token = await sealCaptcha(challenge, secrets);
    expect(token).not.toContain(challenge.code);
    expect(await openCaptcha(token, secrets)).toEqual(challenge);
    expect(await openCaptcha(token, ["another-secret"])).toBeNull();
  });

  test("still open after a new secret is added in front of the old one", async () => {
    const token = await sealCaptcha(newCaptchaChallenge(), ["old-secret"]);
    expect(await openCaptcha(token, ["new-secret", "old-secret"])).not.toBeNull();
  });

  test("any change to a token, or garbage, opens to nothing", async () => {
    const token = await sealCaptcha(newCaptchaChallenge(), secrets);
    const flipped = token.slice(0, 20) + (token[20] === "A" ? "B" : "A") + token.slice(21);
    for (const bad of [flipped, token.slice(0, -2), "", "%%%", "AAAA"]) {
      expect(await openCaptcha(bad, secrets), bad).toBeNull();
    }
  });
});

describe("checking an answer", () => {
  const now = Date.UTC(2027, 0, 1, 12);
  const challenge = { id: "c1", code: "Kp7mWx", issuedAt: now };

  test("only the exact code passes: case counts", () => {
    expect(checkCaptchaAnswer(challenge, "Kp7mWx", now)).toBe("valid");
    expect(checkCaptchaAnswer(challenge, "kP7MwX", now)).toBe("wrong");
    expect(checkCaptchaAnswer(challenge, "KP7MWX", now)).toBe("wrong");
    expect(checkCaptchaAnswer(challenge, "Kp7mW", now)).toBe("wrong");
    expect(checkCaptchaAnswer(challenge, "Kp7mWxx", now)).toBe("wrong");
  });

  test("a code expires after its lifetime; no code at all counts as expired", () => {
    const justInTime = now + CAPTCHA_TTL_SECONDS * 1000 - 1;
    expect(checkCaptchaAnswer(challenge, "Kp7mWx", justInTime)).toBe("valid");
    expect(checkCaptchaAnswer(challenge, "Kp7mWx", justInTime + 1)).toBe("expired");
    expect(checkCaptchaAnswer(null, "Kp7mWx", now)).toBe("expired");
  });
});

describe("the drawing and its spoken alternative", () => {
  test("the SVG draws outlines only: no text, and path data differs between drawings", () => {
    const first = renderCaptchaSvg("Kp7mWx");
    const second = renderCaptchaSvg("Kp7mWx");
    expect(first).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*viewBox="0 0 240 80">/);
    expect(first).not.toMatch(/<text|<script|<image|href=/i);
    // No attribute or content carries the code: outside path data, only numbers and colours.
    expect(first.replace(/ d="[^"]*"/g, "")).not.toMatch(/Kp7mWx|>[^<]+</);
    expect(first).not.toBe(second);
  });

  test("each character is spelled out, with its case", () => {
    expect(spellCaptcha("Kp7mWx")).toEqual([
      "capital K as in Kilo",
      "small p as in Papa",
      "seven",
      "small m as in Mike",
      "capital W as in Whiskey",
      "small x as in X-ray",
    ]);
  });
});
