/**
 * What the captcha's codes are made of (docs/spec/01-marketplace-core.md §5): 6 characters of letters and digits
 * without look-alikes (no I, O, l, 0 or 1). Not secret: the browser uses the length to
 * know when a typed code is complete. The codes themselves only exist on the server
 * (captcha.server.ts).
 */
export const CAPTCHA_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";
export const CAPTCHA_LENGTH = 6;

/**
 * The forms that ask for a captcha: the hire form (docs/spec/01-marketplace-core.md §5), sign-in once an email has
 * had 5 password checks in 15 minutes, and each bulk upload (docs/spec/02-auctions-and-seller-tools.md §2 'Security Verification'). Each has its own code (its own cookie), drawn by the
 * image route at imagePath.
 */
export const captchaPurposes = {
  hire: { imagePath: "/rental/captcha.svg" },
  signIn: { imagePath: "/sign-in/captcha.svg" },
  bulkUpload: { imagePath: "/bulk-upload/captcha.svg" },
} as const;

export type CaptchaPurpose = keyof typeof captchaPurposes;

/** What a form's action answers to the captcha's own buttons (New CAPTCHA, Spell out, the live check). */
export type CaptchaActionData = {
  /** Set when the form should draw a new captcha (a fresh image URL). */
  captchaNonce?: string;
  /** The code spelled out, character by character. */
  spelled?: string[];
  /** The answer to a check-captcha request: is this typed text the code? */
  captchaCheck?: { answer: string; status: "valid" | "wrong" | "expired" };
};

/** The intents the captcha's buttons and live check post. */
export const captchaIntents = ["check-captcha", "new-captcha", "spell-captcha"] as const;
export type CaptchaIntent = (typeof captchaIntents)[number];
