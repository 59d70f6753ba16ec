import { describe, expect, test } from "vitest";
import { errorMessages, failureStatus, refusalStatus, userMessageFor } from "./errors";

describe("userMessageFor", () => {
  test("row-level security refusals", () => {
    expect(userMessageFor({ code: "42501", message: 'new row violates row-level security policy for table "generator_listings"' })).toBe(
      errorMessages.permission,
    );
    expect(userMessageFor({ message: "RLS policy refused the write" })).toBe("You do not have permission to perform this action");
  });

  test("duplicate keys", () => {
    expect(userMessageFor({ code: "23505", message: 'duplicate key value violates unique constraint "saved_listings_pkey"' })).toBe(
      "This record already exists",
    );
  });

  test("foreign keys", () => {
    expect(userMessageFor({ code: "23503", message: 'insert or update on table "listing_photos" violates foreign key constraint' })).toBe(
      "Invalid reference to related data",
    );
  });

  test("our SQL functions' refusals, worded for people, pass through; their other errors do not", () => {
    expect(userMessageFor({ code: "GM400", message: "You cannot message yourself about your own listing" })).toBe(
      "You cannot message yourself about your own listing",
    );
    expect(userMessageFor({ code: "GM404", message: "This listing is not available" })).toBe("This listing is not available");
    expect(userMessageFor({ code: "22023", message: 'invalid input syntax for type uuid: "x"' })).toBe(errorMessages.generic);
    // The code decides, not the words: no list of our sentences.
    expect(userMessageFor({ code: "P0002", message: "This listing is not available" })).toBe(errorMessages.generic);
  });

  test("anything else, including a network failure, is the generic message and never the raw text", () => {
    expect(userMessageFor({ message: "TypeError: fetch failed (connect ECONNREFUSED 127.0.0.1:54321)" })).toBe(
      "An error occurred. Please try again later.",
    );
    expect(userMessageFor(null)).toBe(errorMessages.generic);
  });

  test("refusals raised with SQLSTATE GM4xx pass through, with that status", () => {
    const refusal = { code: "GM403", message: "You cannot bid on your own auction" };
    expect(userMessageFor(refusal)).toBe("You cannot bid on your own auction");
    expect(refusalStatus(refusal)).toBe(403);
    expect(refusalStatus({ code: "GM404", message: "Auction not found" })).toBe(404);
    expect(refusalStatus({ code: "42501", message: "permission denied for table bids" })).toBeNull();
    expect(refusalStatus({ code: "GM500", message: "not ours to show" })).toBeNull();
  });

  test("the status to answer with: a refusal's own, 400 for what the catalogue names or data refused as it is, else 500", () => {
    expect(failureStatus({ code: "GM409", message: "This listing is not awaiting review" })).toBe(409);
    expect(failureStatus({ code: "GM400", message: "You cannot message yourself about your own listing" })).toBe(400);
    expect(failureStatus({ code: "42501", message: "new row violates row-level security policy" })).toBe(400);
    expect(failureStatus({ code: "23505", message: "duplicate key value violates unique constraint" })).toBe(400);
    expect(failureStatus({ code: "23514", message: 'new row violates check constraint "title_length"' })).toBe(400);
    expect(failureStatus({ code: "22021", message: "invalid byte sequence for encoding" })).toBe(400);
    expect(failureStatus({ code: "55000", message: "object not in prerequisite state" })).toBe(500);
    expect(failureStatus({ message: "TypeError: fetch failed" })).toBe(500);
    expect(failureStatus(null)).toBe(500);
  });
});
