/**
 * What the captcha's codes are made of (spec 01 §5): 6 characters of letters and digits
 * without look-alikes (no I, O, l, 0 or 1). Not secret: the browser uses the length to
 * know when a typed code is complete. The codes themselves only exist on the server
 * (captcha.server.ts).
 */
export const CAPTCHA_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";
export const CAPTCHA_LENGTH = 6;
