/**
 * The public forms as the server sees them: plain POSTs (what a browser without JavaScript
 * sends) to the built Worker, with what they store checked in the test backend.
 */
import { describe, expect, test } from "vitest";
import { CAPTCHA_MESSAGE, CONSENT_MESSAGE, CONSENT_TEXT } from "../../app/content/hire";
import { spellCaptcha } from "../../app/utils/captcha.server";
import { serviceRoleClient } from "../support/backend";
import { testBackendUrl } from "../support/backend-process";
import { CAPTCHA_COOKIE_NAME, CAPTCHA_TTL_SECONDS, challengeInCookie, makeCaptchaCookie, swapCase } from "../support/captcha";
import { uniqueToken } from "../support/factories";
import { CookieJar } from "../support/http";
import { TEST_SESSION_SECRET } from "../support/worker/harness";
import { worker } from "../support/worker/shared-worker";
import { expectText, Visitor } from "../support/worker/visitor";

const service = serviceRoleClient(testBackendUrl());

const uniqueEmail = (label: string) => `${label}-${uniqueToken()}@example.test`;

function decodeEntities(text: string) {
  return text.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
}

/** Posts a form; the page it answers with, entities decoded (none for a redirect). */
async function post(path: string, fields: Record<string, string>, jar?: CookieJar) {
  const response = await worker.post(path, fields, jar);
  return { response, html: response.status === 302 ? "" : decodeEntities(await response.text()) };
}

/** A browser holding this captcha cookie value (or none): a fresh jar for each post, so a replay sends it again. */
const withCaptcha = (value?: string) => new CookieJar(value === undefined ? {} : { [CAPTCHA_COOKIE_NAME]: value });

async function rowsWithEmail(table: "contact_messages" | "hire_requests", email: string) {
  const { data, error } = await service.from(table).select("*").eq("email", email);
  expect(error).toBeNull();
  return data!;
}

describe("contact form", () => {
  const message = (email: string) => ({
    firstName: "Priya",
    lastName: "Shah",
    email,
    subject: "Export enquiry",
    message: "Can you ship a 500 kVA set to Rotterdam?",
  });

  test("a valid message is stored, then the page redirects with the thank-you toast", async () => {
    const email = uniqueEmail("contact");
    const jar = new CookieJar();
    const { response } = await post("/contact", { ...message(` ${email} `), firstName: "  Priya " }, jar);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/contact");
    expect(response.headers.get("set-cookie")).toMatch(/^gm_toast=/);
    const landing = decodeEntities(await (await worker.get("/contact", jar)).text());
    expect(landing).toContain("Message sent");
    expect(landing).toContain("We'll reply within 24 hours.");

    expect(await rowsWithEmail("contact_messages", email)).toEqual([
      expect.objectContaining({ first_name: "Priya", last_name: "Shah", email, subject: "Export enquiry" }),
    ]);
  });

  test("each missing field, a bad email or an over-long text is refused with its message, values kept, nothing stored", async () => {
    const email = uniqueEmail("contact-invalid");
    const cases: Array<[Record<string, string>, string]> = [
      [{ firstName: "" }, "First name is required"],
      [{ lastName: " " }, "Last name is required"],
      [{ email: "" }, "Email is required"],
      [{ email: "priya@@example" }, "Please enter a valid email address"],
      [{ subject: "" }, "Subject is required"],
      [{ message: "" }, "Message is required"],
      [{ subject: "s".repeat(151) }, "Subject must be 150 characters or fewer"],
      [{ message: "m".repeat(5001) }, "Message must be 5000 characters or fewer"],
    ];
    for (const [change, expected] of cases) {
      const { response, html } = await post("/contact", { ...message(email), ...change });
      expect(response.status, expected).toBe(400);
      expect(response.headers.get("cache-control"), expected).toBe("private, no-store");
      expect(html, expected).toContain(expected);
      expect(html).toMatch(/aria-invalid="true"/);
      if (!("subject" in change)) expect(html).toContain('value="Export enquiry"');
    }
    expect(await rowsWithEmail("contact_messages", email)).toEqual([]);
  });
});

describe("hire quote request", () => {
  const request = (email: string, code: string) => ({
    name: "Tom Hughes",
    email,
    phone: "+44 7700 900123",
    location: "Ingliston, Edinburgh",
    postcode: "eh28 8nb",
    startDate: "2099-08-01",
    hoursPerWeek: "40",
    fuelTankRequired: "No",
    consent: "on",
    captcha: code,
  });

  const captchaCookie = (issuedAt?: number) => makeCaptchaCookie(TEST_SESSION_SECRET, { issuedAt });

  test("the captcha image makes a code for the visitor, then keeps drawing it until renewed", async () => {
    const first = await worker.fetch("/rental/captcha.svg");
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("image/svg+xml");
    expect(first.headers.get("cache-control")).toBe("no-store");
    const setCookie = first.headers.get("set-cookie")!;
    expect(setCookie).toMatch(new RegExp(`^${CAPTCHA_COOKIE_NAME}=`));
    expect(setCookie).toMatch(/Path=\/rental/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(new RegExp(`Max-Age=${CAPTCHA_TTL_SECONDS}`));
    const svg = await first.text();
    expect(svg).toMatch(/^<svg /);
    expect(svg).not.toMatch(/<text/);

    const cookie = setCookie.split(";")[0]!;
    const value = cookie.slice(CAPTCHA_COOKIE_NAME.length + 1);
    const again = await worker.get("/rental/captcha.svg", withCaptcha(value));
    expect(again.headers.get("set-cookie")).toBeNull();
    const renewed = await worker.get("/rental/captcha.svg?renew=1", withCaptcha(value));
    expect(renewed.headers.get("set-cookie")).toMatch(new RegExp(`^${CAPTCHA_COOKIE_NAME}=`));
    expect(renewed.headers.get("set-cookie")!.split(";")[0]).not.toBe(cookie);
  });

  test("a valid request is stored once; its code is then spent", async () => {
    const email = uniqueEmail("hire");
    const { challenge, value } = await captchaCookie();
    const { response } = await post("/rental", request(email, challenge.code), withCaptcha(value));
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/rental");
    const cookies = response.headers.getSetCookie();
    expect(cookies.some((value) => /^gm_toast=/.test(value))).toBe(true);
    expect(cookies.some((value) => new RegExp(`^${CAPTCHA_COOKIE_NAME}=;.*Max-Age=0`).test(value))).toBe(true);

    const rows = await rowsWithEmail("hire_requests", email);
    expect(rows).toEqual([
      expect.objectContaining({
        full_name: "Tom Hughes",
        // Typed as "+44 7700 900123"; stored normalised by the one phone rule.
        phone: "07700 900123",
        postcode: "EH28 8NB",
        start_date: "2099-08-01",
        hours_per_week: 40,
        fuel_tank_required: false,
        fuel_tank_capacity_litres: null,
        company_name: null,
        consent: true,
        captcha_id: challenge.id,
      }),
    ]);

    // Replaying the same cookie and code sends nothing more.
    const replay = await post("/rental", request(email, challenge.code), withCaptcha(value));
    expect(replay.response.status).toBe(400);
    expect(replay.html).toContain(CAPTCHA_MESSAGE);
    expect(replay.html).toContain("That code has already been used");
    expect(await rowsWithEmail("hire_requests", email)).toHaveLength(1);
  });

  test("every captcha failure is refused with its message, values kept, nothing stored", async () => {
    const email = uniqueEmail("hire-captcha");
    const live = await captchaCookie();
    const expired = await captchaCookie(Date.now() - CAPTCHA_TTL_SECONDS * 1000 - 1);
    const otherSecret = await makeCaptchaCookie("some-other-secret");
    const token = live.value;
    const tampered = `${token.slice(0, 30)}${token[30] === "A" ? "B" : "A"}${token.slice(31)}`;
    const wrongCode = live.challenge.code === "ABCDEF" ? "GHJKMN" : "ABCDEF";
    const cases: Array<[string, string, string | undefined, string]> = [
      ["no code typed", "", live.value, CAPTCHA_MESSAGE],
      ["wrong code", wrongCode, live.value, "That code does not match the picture. Codes are case-sensitive."],
      ["wrong case", swapCase(live.challenge.code), live.value, "That code does not match the picture. Codes are case-sensitive."],
      ["expired", expired.challenge.code, expired.value, "That code has expired"],
      ["no cookie", live.challenge.code, undefined, "That code has expired"],
      ["another server's cookie", otherSecret.challenge.code, otherSecret.value, "That code has expired"],
      ["a tampered cookie", live.challenge.code, tampered, "That code has expired"],
    ];
    for (const [what, code, cookie, expected] of cases) {
      const { response, html } = await post("/rental", request(email, code), withCaptcha(cookie));
      expect(response.status, what).toBe(400);
      expect(html, what).toContain(CAPTCHA_MESSAGE);
      expect(html, what).toContain(expected);
      expect(html, what).toContain('value="Ingliston, Edinburgh"');
    }
    expect(await rowsWithEmail("hire_requests", email)).toEqual([]);
  });

  test("every field rule is the server's: missing fields, consent, formats", async () => {
    const email = uniqueEmail("hire-fields");
    const { challenge, value } = await captchaCookie();
    const cases: Array<[Record<string, string>, string]> = [
      [{ name: "" }, "Full name is required"],
      [{ email: "" }, "Email is required"],
      [{ email: "tom.hughes@example" }, "Please enter a valid email address"],
      [{ phone: "" }, "Phone number is required"],
      [{ phone: "ring me" }, "Please enter a valid phone number"],
      [{ location: "" }, "Hire location is required"],
      [{ postcode: "" }, "Postcode is required"],
      [{ postcode: "EH28 8N" }, "Please enter a valid UK postcode"],
      [{ consent: "" }, CONSENT_MESSAGE],
      [{ hoursPerWeek: "all week" }, "Hours per week must be a number"],
      [{ hoursPerWeek: "200" }, "Hours per week must be a whole number from 1 to 168"],
      [{ fuelTankCapacity: "-5" }, "Fuel tank capacity must be a whole number from 1 to 100,000 litres"],
      [{ startDate: "2020-01-01" }, "The start date cannot be in the past"],
      [{ startDate: "next week" }, "Please enter a valid date"],
      [{ fuelTankRequired: "Perhaps" }, "Choose Yes or No"],
      [{ specialRequests: "x".repeat(2001) }, "Special requests must be 2000 characters or fewer"],
    ];
    for (const [change, expected] of cases) {
      const fields = { ...request(email, challenge.code), ...change };
      if (change.consent === "") delete (fields as Partial<typeof fields>).consent;
      const { response, html } = await post("/rental", fields, withCaptcha(value));
      expect(response.status, expected).toBe(400);
      expect(html, expected).toContain(expected);
      // A right code survives a mistake elsewhere.
      expect(html, expected).toContain(`value="${challenge.code}"`);
    }
    expect(await rowsWithEmail("hire_requests", email)).toEqual([]);
  });

  test("New CAPTCHA and Spell out keep what was typed and store nothing", async () => {
    const email = uniqueEmail("hire-helpers");
    const { challenge, value } = await captchaCookie();

    const renew = await post("/rental", { ...request(email, "typed"), intent: "new-captcha" }, withCaptcha(value));
    expect(renew.response.status).toBe(200);
    expect(renew.html).toContain('value="Tom Hughes"');
    expect(renew.html).toMatch(/\/rental\/captcha\.svg\?renew=[0-9a-f-]+/);
    expect(renew.html).not.toContain('value="typed"');
    expect(renew.html).not.toContain(CAPTCHA_MESSAGE);

    const spell = await post("/rental", { ...request(email, ""), intent: "spell-captcha" }, withCaptcha(value));
    expect(spell.response.status).toBe(200);
    for (const word of spellCaptcha(challenge.code)) expect(spell.html).toContain(word);
    expect(spell.html).toContain('value="Ingliston, Edinburgh"');

    expect(await rowsWithEmail("hire_requests", email)).toEqual([]);
  });

  test("the browser's Verify asks the server whether the typed text is the code", async () => {
    const { challenge, value } = await captchaCookie();
    const check = async (code: string) => {
      const response = await worker.post("/rental?_data=routes%2Frental", { intent: "check-captcha", captcha: code }, withCaptcha(value));
      return ((await response.json()) as { captchaCheck: { status: string } }).captchaCheck.status;
    };
    expect(await check(challenge.code)).toBe("valid");
    expect(await check(swapCase(challenge.code))).toBe("wrong");
  });
});

describe("the hire form on /rental, as a browser without JavaScript", () => {
  // What tests/e2e/hire.spec.ts walks with JavaScript (decision 019).
  const hireForm = (visitor: Visitor) => visitor.form("Submit Request");

  /** The code the visitor's cookie holds once the page's captcha picture has loaded. */
  async function captchaCode(visitor: Visitor) {
    const picture = visitor.document.querySelector('img[alt^="Security code"]')!;
    expect((await visitor.load(picture.getAttribute("src")!)).status).toBe(200);
    const challenge = await challengeInCookie(visitor.jar.get(CAPTCHA_COOKIE_NAME)!, TEST_SESSION_SECRET);
    return challenge!.code;
  }

  const fillRequest = (visitor: Visitor, email: string) =>
    hireForm(visitor)
      .fill("Full Name", "Tom Hughes")
      .fill("Phone Number", "07700 900123")
      .fill("Hire Location", "Great Yorkshire Showground, Harrogate")
      .fill("Postcode", "hg2 8qz")
      .fill("Email", email)
      .fill("Company Name", "Harrogate Events Ltd")
      .fill("Power Requirement", "100 kVA, three phase")
      .fill("Hire Duration", "5 days")
      .fill("Start Date", "2099-07-08")
      .fill("Hours per Week", "60")
      .select("Bulk Fuel Tank Required", "Yes")
      .fill("Fuel Tank Capacity (litres)", "2000")
      .fill("Project Description", "Main stage and catering village for a three-day show.")
      .fill("Special Requests", "Super silenced, please; we are near housing.")
      .check(CONSENT_TEXT);

  test("a complete request is stored and confirmed, and the form starts again with a new code", async () => {
    const email = uniqueEmail("hire");
    const visitor = await new Visitor(worker).open("/rental");
    expectText(visitor, "Get Generator Hire Quotes", "h1");
    const code = await captchaCode(visitor);
    await fillRequest(visitor, email).fill("Code", code).submit("Submit Request");

    expectText(visitor, "Hire request sent");
    expectText(visitor, "Up to 3 hire companies will send you quotes within 24 hours.");
    expect([hireForm(visitor).value("Full Name"), hireForm(visitor).value("Code")]).toEqual(["", ""]);
    expect(await captchaCode(visitor)).not.toBe(code);
    expect(await rowsWithEmail("hire_requests", email)).toEqual([
      expect.objectContaining({ full_name: "Tom Hughes", postcode: "HG2 8QZ", fuel_tank_capacity_litres: 2000, hours_per_week: 60, consent: true }),
    ]);
    visitor.close();
  });

  test("each mistake shows its message, keeps what was typed, and stores nothing; Enter sends the form", async () => {
    const email = uniqueEmail("hire-invalid");
    const visitor = await new Visitor(worker).open("/rental");
    const code = await captchaCode(visitor);
    // Enter in a field sends the request rather than asking for a new code.
    await hireForm(visitor).fill("Full Name", "Tom Hughes").pressEnter();
    for (const message of ["Email is required", "Phone number is required", "Hire location is required", "Postcode is required", CONSENT_MESSAGE, CAPTCHA_MESSAGE]) {
      expectText(visitor, message, "form#hire-request");
    }
    expect(await captchaCode(visitor)).toBe(code);

    // One mistake after the form is filled in: its message alone, and everything typed, ticked
    // and a right code kept.
    await fillRequest(visitor, email).fill("Postcode", "").fill("Code", code).submit("Submit Request");
    expectText(visitor, "Postcode is required", "form#hire-request");
    // Beside its field, that is (the error summary repeats it).
    const requiredMessages = [...visitor.document.querySelectorAll("form#hire-request *")].filter(
      (element) => element.children.length === 0 && /is required/.test(element.textContent ?? "") && !element.closest('[id$="-errors"]'),
    );
    expect(requiredMessages.map((element) => element.textContent)).toEqual(["Postcode is required"]);
    expect([hireForm(visitor).value("Email"), hireForm(visitor).value("Code")]).toEqual([email, code]);
    expect(hireForm(visitor).checked(CONSENT_TEXT)).toBe(true);

    await hireForm(visitor).fill("Postcode", "HG2 8QZ").fill("Code", code === "ABCDEF" ? "GHJKMN" : "ABCDEF").submit("Submit Request");
    expectText(visitor, "That code does not match the picture. Codes are case-sensitive.", "form#hire-request");
    expect(hireForm(visitor).value("Postcode")).toBe("HG2 8QZ");

    const expired = await makeCaptchaCookie(TEST_SESSION_SECRET, { issuedAt: Date.now() - CAPTCHA_TTL_SECONDS * 1000 - 1000 });
    visitor.jar.set(CAPTCHA_COOKIE_NAME, expired.value);
    await hireForm(visitor).fill("Code", expired.challenge.code).submit("Submit Request");
    expectText(visitor, "That code has expired, so we have drawn a new one. Please type the new code.", "form#hire-request");
    expect([hireForm(visitor).value("Code"), hireForm(visitor).value("Full Name")]).toEqual(["", "Tom Hughes"]);
    expect(await captchaCode(visitor)).not.toBe(expired.challenge.code);
    expect(await rowsWithEmail("hire_requests", email)).toEqual([]);
    visitor.close();
  });

  test("New CAPTCHA draws a new code and keeps the rest; Spell out lists the code, character by character", async () => {
    const visitor = await new Visitor(worker).open("/rental");
    const first = await captchaCode(visitor);
    await hireForm(visitor).fill("Full Name", "Tom Hughes").fill("Code", first).submit("New CAPTCHA");
    expect(hireForm(visitor).value("Code")).toBe("");
    expect(hireForm(visitor).value("Full Name")).toBe("Tom Hughes");
    expect(visitor.text("form#hire-request")).not.toMatch(/is required/);
    const second = await captchaCode(visitor);
    expect(second).not.toBe(first);

    await hireForm(visitor).fill("Hire Location", "Harrogate").submit("Spell out the code");
    expectText(visitor, "The code, character by character:");
    expect([...visitor.document.querySelectorAll("form#hire-request ol li")].map((item) => item.textContent)).toEqual(spellCaptcha(second));
    expect(hireForm(visitor).value("Hire Location")).toBe("Harrogate");
    visitor.close();
  });
});

describe("the contact form, as a browser without JavaScript", () => {
  // What tests/e2e/contact.spec.ts walks with JavaScript (decision 019).
  const contactForm = (visitor: Visitor) => visitor.form("Send Message");
  const fillContactForm = (visitor: Visitor, email: string) =>
    contactForm(visitor)
      .fill("First name", "Priya")
      .fill("Last name", "Shah")
      .fill("Email", email)
      .fill("Subject", "Trade package for 12 sets")
      .fill("Message", "We have twelve ex-hire sets to list. Which package suits?");

  test("a message is stored and confirmed, and the form starts again empty", async () => {
    const email = uniqueEmail("contact");
    const visitor = await new Visitor(worker).open("/contact");
    expectText(visitor, "Contact Us", "h1");
    await fillContactForm(visitor, email).submit("Send Message");
    expectText(visitor, "Message sent");
    expectText(visitor, "We'll reply within 24 hours.");
    expect([contactForm(visitor).value("First name"), contactForm(visitor).value("Message")]).toEqual(["", ""]);
    expect(await rowsWithEmail("contact_messages", email)).toEqual([expect.objectContaining({ first_name: "Priya", subject: "Trade package for 12 sets" })]);
    visitor.close();
  });

  test("each mistake shows its message beside its field, keeps what was typed, and stores nothing", async () => {
    const email = uniqueEmail("contact-invalid");
    const visitor = await new Visitor(worker).open("/contact");
    await visitor.press("Send Message");
    for (const [label, message] of [["First name", "First name is required"], ["Last name", "Last name is required"], ["Email", "Email is required"], ["Subject", "Subject is required"], ["Message", "Message is required"]] as const) {
      expect(contactForm(visitor).description(label)).toContain(message);
    }

    await fillContactForm(visitor, "priya.shah@").submit("Send Message");
    expect(contactForm(visitor).description("Email")).toContain("Please enter a valid email address");
    expect(contactForm(visitor).description("First name")).not.toContain("required");
    expect([contactForm(visitor).value("First name"), contactForm(visitor).value("Subject")]).toEqual(["Priya", "Trade package for 12 sets"]);

    await contactForm(visitor).fill("Email", email).fill("Message", "x".repeat(5001)).submit("Send Message");
    expect(contactForm(visitor).description("Message")).toContain("Message must be 5000 characters or fewer");
    expect(contactForm(visitor).value("Email")).toBe(email);
    expect(await rowsWithEmail("contact_messages", email)).toEqual([]);
    visitor.close();
  });
});
