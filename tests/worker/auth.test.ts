/**
 * Signing in, up and out, and the gate, through the built Worker. These tests are about the
 * sign-in form, so they post it; the session tests place a session made from Node instead.
 */
import { describe, expect, test } from "vitest";
import { RATE_LIMITED_MESSAGE } from "../../app/utils/rate-limit.server";
import { INVALID_CREDENTIALS_MESSAGE, signInCaptchaMessages } from "../../app/utils/sign-in.server";
import { LOCAL_JWT_SECRET } from "../../supabase/local/config.ts";
import { signJwt } from "../../supabase/local/jwt.ts";
import { anonClient, serviceRoleClient } from "../support/backend";
import { testBackendUrl } from "../support/backend-process";
import { captchaCookieNames, challengeInCookie, makeCaptchaCookie, swapCase } from "../support/captcha";
import { demoPassword } from "../support/dev-vars";
import { createMember, deleteMember, signedUpMember, uniqueToken } from "../support/factories";
import { CookieJar, randomClientAddress, sessionIn } from "../support/http";
import { outboxEmails } from "../support/outbox";
import { DEMO_STAFF_TOTP_SECRET, freshTotpCode } from "../support/totp";
import { TEST_SESSION_SECRET } from "../support/worker/harness";
import { worker } from "../support/worker/shared-worker";
import { expectText, Visitor } from "../support/worker/visitor";

const { get, post } = worker;
const admin = serviceRoleClient(testBackendUrl());
/** HTML without React's <!-- --> markers between adjacent text parts. */
const textOf = (html: string) => html.replaceAll("<!-- -->", "");

/** Posts the sign-in form as a browser without JavaScript, into a fresh jar. */
async function signInWithForm(email: string, password: string, extra: Record<string, string> = {}) {
  const jar = new CookieJar();
  const response = await post("/login", { intent: "signin", email, password, ...extra }, jar);
  return { response, jar };
}

/** Posts the sign-in form with the code typed, holding the captcha cookie `value`. */
async function signInWithCaptcha(email: string, password: string, value: string, code: string) {
  const jar = new CookieJar({ [captchaCookieNames.signIn]: value });
  const response = await post("/login", { intent: "signin", email, password, captcha: code }, jar);
  return { response, jar };
}

describe("demo accounts", () => {
  test.each([
    ["buyer", "/dashboard", "Priya"],
    ["private", "/sellers-portal", "Tom"],
    ["trade", "/sellers-portal", "Rachel"],
  ])("the %s demo account signs in from the panel, lands on %s and is greeted as %s", async (account, landing, firstName) => {
    const jar = new CookieJar();
    const response = await post("/login", { intent: "demo", account }, jar);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(landing);
    const cookie = response.headers.getSetCookie().find((header) => header.startsWith("sb-"))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/); // plain http locally; https gets Secure
    const page = await (await get(landing, jar)).text();
    expect(page).toContain("Login Successful");
    expect(textOf(page)).toContain(`Hi, ${firstName}`);
    expect(textOf(page)).not.toContain(`Hi, demo`);
  });

  test("staff land on the moderation queue after signing in with the password and the code", async () => {
    const jar = new CookieJar();
    const response = await post("/login", { intent: "signin", email: "demo-staff@genmarket.test", password: demoPassword() }, jar);
    // Staff have two-step sign-in (the seed's key: docs/accounts.md).
    expect(response.headers.get("location")).toBe("/auth/two-step");
    const code = await post("/auth/two-step", { code: await freshTotpCode(DEMO_STAFF_TOTP_SECRET) }, jar);
    expect(code.headers.get("location")).toBe("/moderation");
    const page = textOf(await (await get("/moderation", jar)).text());
    expect(page).toContain("Moderation queue");
    expect(page).toContain("FG Wilson P88-3 88 kVA standby generator");
    // The header offers staff their queue (tests/e2e/auth.spec.ts signs in with JavaScript as others do).
    expect(page.match(/<header[^]*?<\/header>/)?.[0]).toMatch(/<a [^>]*href="\/moderation"[^>]*>[^<]*Moderation/);
  });

  test("the demo password never reaches the page", async () => {
    const html = await (await get("/login")).text();
    expect(html).toContain("Demo Accounts");
    expect(html).not.toContain(demoPassword());
  });
});

describe("sign-in", () => {
  test("validation messages are the spec's, and the email is kept", async () => {
    const response = await post("/login", { intent: "signin", email: "not-an-email", password: "123" });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Please enter a valid email address");
    expect(html).toContain("Password must be at least 6 characters");
    expect(html).toContain('value="not-an-email"');
  });

  test("a wrong password gets the mapped message; an unknown email the same", async () => {
    const { email } = await createMember(admin);
    for (const attempt of [{ email, password: "wrong-password" }, { email: `nobody-${uniqueToken()}@example.co.uk`, password: "whatever1" }]) {
      const { response } = await signInWithForm(attempt.email, attempt.password);
      expect(response.status).toBe(400);
      expect(await response.text()).toContain(
        "Invalid email or password. If this is your first time, try creating an account instead.",
      );
    }
  });

  test("after 5 wrong passwords the email needs the captcha, even with the right password; with it the owner gets in", async () => {
    const { email, password } = await createMember(admin);
    for (let attempt = 1; attempt <= 4; attempt++) {
      const html = textOf(await (await signInWithForm(email, `wrong-${attempt}`)).response.text());
      expect(html).toContain(INVALID_CREDENTIALS_MESSAGE);
      expect(html).not.toContain("/sign-in/captcha.svg");
    }
    // The fifth says the next try needs the code, and the card shows it.
    const fifth = textOf(await (await signInWithForm(email, "wrong-5")).response.text());
    expect(fifth).toContain(signInCaptchaMessages.nextNeedsCaptcha);
    expect(fifth).toContain('src="/sign-in/captcha.svg"');
    expect(fifth).toContain("Spell out the code");

    const withoutCode = await signInWithForm(email, password);
    expect(withoutCode.response.status).toBe(400);
    expect(textOf(await withoutCode.response.text())).toContain(signInCaptchaMessages.required);
    expect(withoutCode.jar.has(/^sb-/)).toBe(false);

    const { challenge, value } = await makeCaptchaCookie(TEST_SESSION_SECRET, { purpose: "signIn" });
    const wrongCode = await signInWithCaptcha(email, password, value, swapCase(challenge.code));
    expect(textOf(await wrongCode.response.text())).toContain(signInCaptchaMessages.wrong);
    expect(wrongCode.jar.has(/^sb-/)).toBe(false);

    const owner = await signInWithCaptcha(email, password, value, challenge.code);
    expect(owner.response.status).toBe(302);
    expect(owner.jar.has(/^sb-/)).toBe(true);
    expect(owner.response.headers.getSetCookie().some((header) => /^gm_sign_in_captcha=;.*Max-Age=0/.test(header))).toBe(true);
    // Signed in, the count starts again: a wrong password is just wrong.
    expect(textOf(await (await signInWithForm(email, "wrong-again")).response.text())).not.toContain("/sign-in/captcha.svg");
  });

  test("a solved captcha buys one password check: the same code again is refused", async () => {
    const { email, password } = await createMember(admin);
    for (let attempt = 1; attempt <= 5; attempt++) await signInWithForm(email, `wrong-${attempt}`);
    const { challenge, value } = await makeCaptchaCookie(TEST_SESSION_SECRET, { purpose: "signIn" });
    const first = await signInWithCaptcha(email, "still-wrong", value, challenge.code);
    expect(textOf(await first.response.text())).toContain(INVALID_CREDENTIALS_MESSAGE);
    const replayed = await signInWithCaptcha(email, password, value, challenge.code);
    expect(textOf(await replayed.response.text())).toContain(signInCaptchaMessages.used);
    expect(replayed.jar.has(/^sb-/)).toBe(false);
  });

  test("50 concurrent wrong passwords for one account: at most 5 are checked, the rest ask for the captcha", async () => {
    const { email, password } = await createMember(admin);
    const answers = await Promise.all(
      Array.from({ length: 50 }, async (_, attempt) => textOf(await (await signInWithForm(email, `guess-${attempt}`)).response.text())),
    );
    expect(answers.filter((html) => html.includes(INVALID_CREDENTIALS_MESSAGE)).length).toBeLessThanOrEqual(5);
    expect(answers.filter((html) => html.includes(signInCaptchaMessages.required)).length).toBeGreaterThanOrEqual(45);
    expect((await signInWithForm(email, password)).response.status).toBe(400);
    // Another account is not affected.
    const other = await createMember(admin);
    expect((await signInWithForm(other.email, other.password)).response.status).toBe(302);
  });

  test("when Supabase Auth answers 429 over_request_rate_limit, the visitor gets the rate-limit message, not an error", async () => {
    // The Worker names the visitor to Auth (X-Forwarded-For); this address has used up Auth's
    // 30 sign-ins in 5 minutes directly, so the Worker's next one for it gets Auth's 429.
    const address = randomClientAddress();
    const auth = anonClient(testBackendUrl(), { "X-Forwarded-For": address });
    for (let attempt = 1; attempt <= 30; attempt++) {
      await auth.auth.signInWithPassword({ email: `nobody-${uniqueToken()}@example.test`, password: "not-it-1" });
    }
    const email = `limited-${uniqueToken()}@example.test`;
    const limited = await worker.from(address).post("/login", { intent: "signin", email, password: "not-it-2" });
    expect(limited.status).toBe(429);
    const html = textOf(await limited.text());
    expect(html).toContain(RATE_LIMITED_MESSAGE);
    expect(html).toContain(`value="${email}"`);
  });

  test("the return URL is followed when it stays on the site, never when it leaves", async () => {
    const { email, password } = await createMember(admin);
    const back = await signInWithForm(email, password, { redirectTo: "/listings?type=battery" });
    expect(back.response.headers.get("location")).toBe("/listings?type=battery");
    for (const hostile of ["https://evil.example", "//evil.example", "/\\evil.example"]) {
      const { response } = await signInWithForm(email, password, { redirectTo: hostile });
      expect(response.headers.get("location"), hostile).toBe("/dashboard");
    }
    const page = await (await get("/login?redirectTo=https%3A%2F%2Fevil.example")).text();
    expect(page).not.toMatch(/name="redirectTo" value="[^"]*evil/);
    expect(page).not.toContain("Please sign in to continue to");
  });
});

describe("the gate", () => {
  test("a page's client-side navigation reloads the document at the gate; sign-in shows the gate's message in the page, above the notice", async () => {
    // With JavaScript, a form posted with preventScrollReset kept its scroll position through
    // the redirect: the reload starts the sign-in page at its top (auth.server.ts requireUser).
    const data = await get("/dashboard?_data=routes%2Fdashboard");
    expect(data.status).toBe(204);
    expect(data.headers.get("x-remix-redirect")).toBe("/auth?redirectTo=%2Fdashboard");
    expect(data.headers.get("x-remix-reload-document")).toBe("true");

    const visitor = new Visitor(worker);
    await visitor.open("/dashboard");
    expect(visitor.path).toBe("/auth?redirectTo=%2Fdashboard");
    const column = visitor.document.querySelector("main")!;
    const message = column.querySelector('[role="status"]');
    expect(message?.textContent).toBe("Access RestrictedPlease log in to access this page.");
    const notice = column.querySelector('[role="note"]')!;
    expect(message!.compareDocumentPosition(notice) & 4 /* Node.DOCUMENT_POSITION_FOLLOWING */).toBeTruthy();
    // Said once, in the page: no floating toast over it.
    expect(visitor.text("body").match(/Access Restricted/g)).toHaveLength(1);
    visitor.close();
  });

  test("a signed-out visitor is sent to sign in, then back", async () => {
    const jar = new CookieJar();
    const gate = await get("/dashboard", jar);
    expect(gate.status).toBe(302);
    expect(gate.headers.get("location")).toBe("/auth?redirectTo=%2Fdashboard");
    const page = await (await get("/auth?redirectTo=%2Fdashboard", jar)).text();
    expect(page).toContain("Access Restricted");
    expect(page).toContain("Please log in to access this page.");
    expect(page).toContain("Please sign in to continue to");

    const { email, password } = await createMember(admin);
    const signedIn = await post("/auth?redirectTo=%2Fdashboard", { intent: "signin", email, password, redirectTo: "/dashboard" }, jar);
    expect(signedIn.headers.get("location")).toBe("/dashboard");
    const dashboard = await get("/dashboard", jar);
    expect(dashboard.status).toBe(200);
    expect(textOf(await dashboard.text())).toContain(`Signed in as ${email} (Buyer)`);
    // Signed in, /auth goes to the dashboard.
    expect((await get("/auth", jar)).headers.get("location")).toBe("/dashboard");
  });

  test("a session that was revoked gets the expired message, and its cookie is cleared", async () => {
    const jar = await worker.signIn(await createMember(admin));
    const { session: token } = sessionIn(jar);
    const other = anonClient(testBackendUrl());
    await other.auth.setSession({ access_token: token.access_token, refresh_token: token.refresh_token });
    await other.auth.signOut({ scope: "global" });

    const gate = await get("/dashboard?view=saved", jar);
    expect(gate.status).toBe(302);
    expect(gate.headers.get("location")).toBe("/auth?redirectTo=%2Fdashboard%3Fview%3Dsaved");
    expect(jar.has(/^sb-/)).toBe(false);
    expect(await (await get("/auth", jar)).text()).toContain("Your session has expired. Please log in again.");
  });

  test("an expired access token is refreshed transparently", async () => {
    const member = await createMember(admin);
    const jar = await worker.signIn(member);
    const { name, session } = sessionIn(jar);
    const claims = JSON.parse(Buffer.from(session.access_token.split(".")[1], "base64url").toString());
    const past = Math.floor(Date.now() / 1000) - 60;
    session.access_token = signJwt({ ...claims, iat: past - 3600, exp: past }, LOCAL_JWT_SECRET);
    session.expires_at = past;
    jar.set(name, `base64-${Buffer.from(JSON.stringify(session)).toString("base64url")}`);

    const dashboard = await get("/dashboard", jar);
    expect(dashboard.status).toBe(200);
    expect(textOf(await dashboard.text())).toContain(`Signed in as ${member.email}`);
    const { session: renewed } = sessionIn(jar);
    expect(renewed.refresh_token).not.toBe(session.refresh_token);
    expect(renewed.expires_at).toBeGreaterThan(Date.now() / 1000);
  });

  test("a corrupt session cookie is cleared, not a 500", async () => {
    const jar = new CookieJar();
    jar.set("sb-127-auth-token", "base64-%%%not-a-session%%%");
    const home = await get("/", jar);
    expect(home.status).toBe(200);
    expect(jar.has(/^sb-/)).toBe(false);
  });
});

/** A complete sign-up form as a browser without JavaScript posts it. */
const signupForm = (email: string, fields: Record<string, string> = {}) => ({
  intent: "signup",
  firstName: "Gwen",
  lastName: "Price",
  email,
  password: "severn-power",
  confirmPassword: "severn-power",
  terms: "on",
  ...fields,
});

describe("sign-up and sign-out", () => {
  test.each([
    { account: "buyer", fields: {}, userType: "buyer", landing: "/dashboard", profile: { company_name: null, phone: null } },
    {
      account: "private",
      fields: { phone: "+44 7700 900142" },
      userType: "private_seller",
      landing: "/sellers-portal",
      profile: { company_name: null, phone: "07700 900142" },
    },
    {
      account: "dealer",
      fields: { companyName: "Severn Power Hire Ltd", phone: "01452 700 900" },
      userType: "trade_seller",
      landing: "/sellers-portal",
      profile: { company_name: "Severn Power Hire Ltd", phone: "01452 700900" },
    },
  ] as { account: string; fields: Record<string, string>; userType: string; landing: string; profile: object }[])("a $account signs up on /signup without JavaScript, as a $userType, and lands on $landing", async ({ account, fields, userType, landing, profile }) => {
    const form = textOf(await (await get(`/signup?account=${account}`)).text());
    expect(form).toContain('name="confirmPassword"');
    expect(form).toContain('name="terms"');
    expect(form).toMatch(new RegExp(`<a (?=[^>]*aria-current="page")[^>]*href="/signup\\?account=${account}"`));

    const email = `${account}-${uniqueToken()}@example.co.uk`;
    const jar = new CookieJar();
    const created = await post(`/signup?account=${account}`, signupForm(email, { account, ...fields }), jar);
    expect(created.status).toBe(302);
    expect(created.headers.get("location")).toBe(landing);
    const member = (await signedUpMember(admin, email))!;
    // Everyone's names, and the header greets by the first.
    expect(member.profile).toEqual({ user_type: userType, first_name: "Gwen", last_name: "Price", full_name: "Gwen Price", ...profile });
    const page = await get(landing, jar);
    expect(page.status).toBe(200);
    const html = textOf(await page.text());
    expect(html).toContain("Account Created");
    expect(html).toContain("Hi, Gwen");
    await deleteMember(admin, member);
  });

  test("/signup offers the three account types, each keeping the return URL and the plan; a trade plan opens the dealer's form", async () => {
    const html = textOf(await (await get("/signup?redirectTo=%2Fcreate-auction&plan=trade-premium")).text());
    const choices = [...html.matchAll(/<a [^>]*href="(\/signup\?account=[^"]+)"[^>]*>([^<]+)<\/a>/g)].map(([, href, label]) => [label, href]);
    expect(choices).toEqual([
      ["Buyer", "/signup?account=buyer&amp;redirectTo=%2Fcreate-auction&amp;plan=trade-premium"],
      ["Private seller", "/signup?account=private&amp;redirectTo=%2Fcreate-auction&amp;plan=trade-premium"],
      ["Dealer", "/signup?account=dealer&amp;redirectTo=%2Fcreate-auction&amp;plan=trade-premium"],
    ]);
    expect(html).toContain("Company name");
    expect(html).toContain("Create dealer account");
    expect(html).toContain('name="redirectTo" value="/create-auction"');
    expect(html).toMatch(/href="\/login\?redirectTo=%2Fcreate-auction&amp;plan=trade-premium"[^>]*>Sign in/);
    expect(textOf(await (await get("/signup?account=private")).text())).toContain("Create private seller account");
    // An account type we do not have shows the buyer's form.
    expect(textOf(await (await get("/signup?account=admin")).text())).toContain("Create buyer account");
  });

  test("a dealer signs up with their company, signs out and signs in again", async () => {
    const email = `dealer-${uniqueToken()}@example.co.uk`;
    const jar = new CookieJar();
    const created = await post(
      "/signup",
      { account: "dealer", firstName: "Owen", lastName: "Pryce", companyName: "Severn Power Hire Ltd", email, phone: "01452 700 900", password: "severn-power", confirmPassword: "severn-power", terms: "on" },
      jar,
    );
    expect(created.status).toBe(302);
    expect(created.headers.get("location")).toBe("/sellers-portal");

    const out = await post("/logout", {}, jar);
    expect(out.headers.get("location")).toBe("/");
    expect(jar.has(/^sb-/)).toBe(false);
    expect(await (await get("/", jar)).text()).toContain("You have been signed out successfully.");

    const again = await signInWithForm(email, "severn-power");
    expect(again.response.headers.get("location")).toBe("/sellers-portal");
    await deleteMember(admin, (await signedUpMember(admin, email))!);
  });

  test("sign-up rules: names, matching passwords, the terms, a dealer's company, no second account", async () => {
    const email = `buyer-${uniqueToken()}@example.co.uk`;
    const mismatch = await post("/signup", { account: "buyer", firstName: "Gwen", lastName: "Price", email, password: "abcdef", confirmPassword: "abcdeg", terms: "on" });
    expect(mismatch.status).toBe(400);
    expect(await mismatch.text()).toContain("Passwords don&#x27;t match!");
    const noTerms = await post("/signup", { account: "buyer", firstName: "Gwen", lastName: "Price", email, password: "abcdef", confirmPassword: "abcdef" });
    expect(await noTerms.text()).toContain("Please accept the Terms of Service and Privacy Policy to continue");
    const noCompany = await post("/signup", { account: "dealer", firstName: "Gwen", lastName: "Price", email, phone: "0113 496 0000", password: "abcdef", confirmPassword: "abcdef", terms: "on" });
    expect(await noCompany.text()).toContain("Company name is required");
    const noDealerPhone = await post("/signup", { account: "dealer", firstName: "Gwen", lastName: "Price", email, companyName: "Leeds Gensets", password: "abcdef", confirmPassword: "abcdef", terms: "on" });
    expect(await noDealerPhone.text()).toContain("Business phone is required");
    const noNames = await post("/signup", { account: "private", email, firstName: " ", password: "abcdef", confirmPassword: "abcdef", terms: "on" });
    const refusedNames = textOf(await noNames.text());
    expect(refusedNames).toContain("First name is required");
    expect(refusedNames).toContain("Last name is required");
    expect(await signedUpMember(admin, email)).toBeNull();

    expect((await post("/signup", { account: "buyer", firstName: "Gwen", lastName: "Price", email, password: "abcdef", confirmPassword: "abcdef", terms: "on" })).status).toBe(302);
    const twice = await post("/signup", { account: "buyer", firstName: "Gwen", lastName: "Price", email, password: "abcdef", confirmPassword: "abcdef", terms: "on" });
    expect(twice.status).toBe(422);
    expect(await twice.text()).toContain("An account with this email already exists");
    await deleteMember(admin, (await signedUpMember(admin, email))!);
  });
});

describe("Become a Member on /login and /auth", () => {
  test.each(["/login", "/auth"])("%s?mode=signup shows the sign-up form of /signup, its account types keeping the page, return URL and plan", async (path) => {
    const html = textOf(await (await get(`${path}?mode=signup&redirectTo=%2Fcreate-auction&plan=private-basic`)).text());
    expect(html).toContain("Become a Member");
    // The private seller's plan opens the private seller's form.
    expect(html).toContain("Create private seller account");
    for (const field of ["firstName", "lastName", "email", "phone", "password", "confirmPassword", "terms"]) expect(html).toContain(`name="${field}"`);
    expect(html).toContain('name="intent" value="signup"');
    expect(html).toContain('name="redirectTo" value="/create-auction"');
    for (const account of ["buyer", "private", "dealer"]) {
      expect(html).toContain(`href="${path}?mode=signup&amp;account=${account}&amp;redirectTo=%2Fcreate-auction&amp;plan=private-basic"`);
    }
    const dealer = textOf(await (await get(`${path}?mode=signup&account=dealer`)).text());
    expect(dealer).toContain('name="companyName"');
    expect(dealer).toContain("Create dealer account");
  });

  test("a private seller becomes a member from /login without JavaScript and goes back to the page that sent them", async () => {
    const email = `private-${uniqueToken()}@example.co.uk`;
    const jar = new CookieJar();
    const created = await post("/login?mode=signup&account=private", signupForm(email, { account: "private", redirectTo: "/create-auction" }), jar);
    expect(created.status).toBe(302);
    expect(created.headers.get("location")).toBe("/create-auction");
    const member = (await signedUpMember(admin, email))!;
    expect(member.profile.user_type).toBe("private_seller");
    expect((await get("/create-auction", jar)).status).toBe(200);
    await deleteMember(admin, member);
  });

  test("a dealer becomes a member from /auth and lands on the sellers portal", async () => {
    const email = `dealer-${uniqueToken()}@example.co.uk`;
    const created = await post(
      "/auth?mode=signup&account=dealer&plan=trade-standard",
      signupForm(email, { account: "dealer", companyName: "Tees Valley Power", phone: "01642 496 000" }),
    );
    expect(created.headers.get("location")).toBe("/sellers-portal");
    const member = (await signedUpMember(admin, email))!;
    expect(member.profile).toMatchObject({ user_type: "trade_seller", company_name: "Tees Valley Power" });
    await deleteMember(admin, member);
  });

  test("the member form asks what /signup asks: a refused post says why, keeps the email and creates nobody", async () => {
    const email = `member-${uniqueToken()}@example.co.uk`;
    for (const path of ["/login?mode=signup", "/auth?mode=signup"]) {
      const refused = await post(path, { intent: "signup", account: "buyer", email, password: "abcdef", confirmPassword: "abcdeg" });
      expect(refused.status).toBe(400);
      const html = textOf(await refused.text());
      expect(html).toContain("Passwords don&#x27;t match!");
      expect(html).toContain("Please accept the Terms of Service and Privacy Policy to continue");
      expect(html).toContain(`value="${email}"`);
      expect(html).not.toContain('value="abcdef"');
    }
    expect(await signedUpMember(admin, email)).toBeNull();
  });
});

describe("a plan chosen on the price pages", () => {
  // What tests/e2e/auth.spec.ts's test read in a browser, a page and a link at a time (decision 019).
  test("a plan chosen on /pricing is named on /auth beside the three membership cards, and stays for Become a Member; a buyer's plan too, an unknown one ignored", async () => {
    const visitor = await new Visitor(worker).open("/pricing");
    await visitor.follow("Choose Premium", { within: 'section[aria-labelledby="trade-heading"]' });
    expect(visitor.path).toBe("/auth?plan=trade-premium");
    const statuses = [...visitor.document.querySelectorAll('[role="status"]')].map((status) => status.textContent ?? "");
    expect(statuses.some((text) => text.includes("You chose the Premium plan (£89.95 per week + VAT)"))).toBe(true);
    // The three cards are the three audiences' offers; the dealer's card is marked.
    const plans = 'section[aria-labelledby="membership-heading"]';
    expect([...visitor.document.querySelectorAll(`${plans} h3`)].map((heading) => heading.textContent?.trim())).toEqual(["Buyer", "Private Seller", "Trade Seller"]);
    expect([...visitor.document.querySelectorAll(`${plans} article[aria-current="true"]`)].map((card) => card.querySelector("h3")?.textContent?.trim())).toEqual(["Trade Seller"]);
    expectText(visitor, "Your Choice", `${plans} article[aria-current="true"]`);
    expectText(visitor, "Premium: £89.95 per week + VAT", `${plans} article[aria-current="true"]`);

    await visitor.follow("Become a Member");
    expect(visitor.path).toMatch(/mode=signup/);
    expect(visitor.path).toMatch(/plan=trade-premium/);
    expectText(visitor, "You chose the Premium plan");

    await visitor.open("/auth?plan=priority-buyer");
    expectText(visitor, "You chose the Priority Buyer plan (£8.95 per week inc. VAT)");
    await visitor.open("/auth?plan=platinum");
    expect(visitor.text()).not.toContain("You chose");
    expect(visitor.document.querySelectorAll(`${plans} article`)).toHaveLength(3);
    visitor.close();
  });
});

describe("where a member lands after signing in", () => {
  test.each([
    ["buyer", "/dashboard"],
    ["private_seller", "/sellers-portal"],
    ["trade_seller", "/sellers-portal"],
  ] as const)("a %s lands on %s, also when the return URL is '/'; any other return URL is followed", async (userType, landing) => {
    const member = await createMember(admin, { userType });
    const plain = await signInWithForm(member.email, member.password);
    expect(plain.response.headers.get("location")).toBe(landing);
    expect((await get(landing, plain.jar)).status).toBe(200);
    expect((await signInWithForm(member.email, member.password, { redirectTo: "/" })).response.headers.get("location")).toBe(landing);
    const back = await signInWithForm(member.email, member.password, { redirectTo: "/listings/new?from=nav" });
    expect(back.response.headers.get("location")).toBe("/listings/new?from=nav");
    await deleteMember(admin, member);
  });
});

describe("forgot password", () => {
  test("the reset link from the outbox leads to a page that sets a new password", async () => {
    const { email, password } = await createMember(admin);
    const jar = new CookieJar();
    const asked = await post("/forgot-password", { email }, jar);
    expect(await asked.text()).toContain("If an account exists for that email");
    const unknown = await post("/forgot-password", { email: `nobody-${uniqueToken()}@example.co.uk` });
    expect(await unknown.text()).toContain("If an account exists for that email");

    const outbox = await outboxEmails(testBackendUrl(), email);
    expect(outbox).toHaveLength(1);
    const verify = await fetch(outbox[0]!.link!, { redirect: "manual" });
    const callback = new URL(verify.headers.get("location")!);
    expect(callback.pathname).toBe("/auth/callback");

    const exchanged = await get(callback.pathname + callback.search, jar);
    expect(exchanged.headers.get("location")).toBe("/reset-password");
    const form = await get("/reset-password", jar);
    expect(form.status).toBe(200);
    const saved = await post("/reset-password", { password: "new-secret-7", confirmPassword: "new-secret-7" }, jar);
    expect(saved.status).toBe(302);

    expect((await signInWithForm(email, password)).response.status).toBe(400);
    expect((await signInWithForm(email, "new-secret-7")).response.status).toBe(302);
  });
});

describe("through the pages' own forms, as a browser without JavaScript", () => {
  // What tests/e2e/auth.spec.ts walks with JavaScript (decision 019).
  const signInTo = (visitor: Visitor, email: string, password: string) =>
    visitor.form("Sign In").fill("Email", email).fill("Password", password).submit("Sign In");

  test("the demo buyer signs in from the panel and is greeted by name", async () => {
    const visitor = await new Visitor(worker).open("/login");
    await visitor.press("Sign in as the demo buyer");
    expect(visitor.path).toBe("/dashboard");
    expectText(visitor, "Hi, Priya", "header");
    expectText(visitor, "Login Successful");
    visitor.close();
  });

  test("a new buyer signs up, signs out and signs in again; staff land on their queue", async () => {
    const email = `buyer-${uniqueToken()}@example.co.uk`;
    const visitor = await new Visitor(worker).open("/signup");
    await visitor
      .form("Create buyer account")
      .fill("First name", "Ffion")
      .fill("Last name", "Evans")
      .fill("Email", email)
      .fill("Password", "kohler-20kva")
      .fill("Confirm password", "kohler-20kva")
      .check(/I agree to the/)
      .submit("Create buyer account");
    expect(visitor.path).toBe("/dashboard");
    expectText(visitor, "Account Created");

    await visitor.press("Logout", { first: true });
    expect(visitor.path).toBe("/");
    expectText(visitor, "You have been signed out successfully.");
    await visitor.open("/login");
    await signInTo(visitor, email, "kohler-20kva");
    expect(visitor.path).toBe("/dashboard");
    expectText(visitor, "Hi, Ffion", "header");

    const staff = await new Visitor(worker).open("/login");
    await signInTo(staff, "demo-staff@genmarket.test", demoPassword());
    expect(staff.path).toBe("/auth/two-step");
    await staff.form("Continue").fill("Code from your app", await freshTotpCode(DEMO_STAFF_TOTP_SECRET)).submit("Continue");
    expect(staff.path).toBe("/moderation");
    expectText(staff, "Moderation queue", "h1");
    expect(staff.document.querySelector('header a[href="/moderation"]')).not.toBeNull();
    visitor.close();
    staff.close();
  });

  test("bad input and a wrong password get the spec's messages, keeping the email", async () => {
    const visitor = await new Visitor(worker).open("/login");
    await signInTo(visitor, "not-an-email", "123");
    expectText(visitor, "Please enter a valid email address", "main");
    expectText(visitor, "Password must be at least 6 characters", "main");
    await signInTo(visitor, "demo-buyer@genmarket.test", "not-the-password");
    expectText(visitor, "Invalid email or password. If this is your first time, try creating an account instead.", '[role="alert"]');
    expect(visitor.form("Sign In").value("Email")).toBe("demo-buyer@genmarket.test");
    visitor.close();
  });

  test("after 5 wrong passwords the card asks for the code in the picture; spelled out, it lets the owner in", async () => {
    const member = await createMember(admin);
    const visitor = await new Visitor(worker).open("/login");
    for (let attempt = 1; attempt <= 5; attempt++) {
      await signInTo(visitor, member.email, `wrong-${attempt}`);
      expectText(visitor, INVALID_CREDENTIALS_MESSAGE, '[role="alert"]');
    }
    expectText(visitor, signInCaptchaMessages.nextNeedsCaptcha, '[role="alert"]');
    // The picture's request is what sets the code (its cookie).
    const picture = visitor.document.querySelector('img[alt^="Security code"]')!;
    expect((await visitor.load(picture.getAttribute("src")!)).status).toBe(200);
    await visitor.press("Spell out the code");
    expectText(visitor, "The code, character by character:");
    expect(visitor.form("Sign In").value("Email")).toBe(member.email);

    const challenge = await challengeInCookie(visitor.jar.get(captchaCookieNames.signIn)!, TEST_SESSION_SECRET, "signIn");
    await visitor.form("Sign In").fill("Password", member.password).fill("Code", challenge!.code).submit("Sign In");
    expect(visitor.path).toBe("/dashboard");
    expectText(visitor, "Login Successful");
    visitor.close();
    await deleteMember(admin, member);
  });

  test("a members-only page sends a visitor to sign in and back", async () => {
    const visitor = await new Visitor(worker).open("/dashboard");
    expect(visitor.path).toBe("/auth?redirectTo=%2Fdashboard");
    expectText(visitor, "Please log in to access this page.");
    expectText(visitor, "Please sign in to continue to");
    await visitor.press("Sign in as the demo trade seller");
    expect(visitor.path).toBe("/dashboard");
    expectText(visitor, "Signed in as demo-trade@genmarket.test (Trade Seller)");
    visitor.close();
  });

  test("Become a Member asks what /signup asks; a private seller's refused post says both reasons, then they join and land on the sellers portal", async () => {
    const email = `private-${uniqueToken()}@example.co.uk`;
    const visitor = await new Visitor(worker).open("/login");
    await visitor.follow("Become a Member");
    expect(visitor.path).toMatch(/mode=signup/);
    expect([...visitor.document.querySelectorAll('nav[aria-labelledby="account-type-label"] a')].map((link) => link.textContent)).toEqual(["Buyer", "Private seller", "Dealer"]);
    await visitor.follow("Private seller", { within: 'nav[aria-labelledby="account-type-label"]' });
    expect(visitor.path).toMatch(/account=private/);

    const create = "Create private seller account";
    await visitor.form(create).fill("First name", "Gwen").fill("Last name", "Price").fill("Email", email).fill("Password", "honda-eu22i").fill("Confirm password", "honda-eu22x").submit(create);
    expectText(visitor, "Passwords don't match!", "main");
    expectText(visitor, "Please accept the Terms of Service and Privacy Policy to continue", "main");
    expect(visitor.form(create).value("Email")).toBe(email);
    await visitor.form(create).fill("Password", "honda-eu22i").fill("Confirm password", "honda-eu22i").check(/I agree to the/).submit(create);
    expect(visitor.path).toBe("/sellers-portal");
    expectText(visitor, "Sellers Portal", "h1");
    expectText(visitor, "Account Created");
    visitor.close();
  });
});
