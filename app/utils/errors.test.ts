import { describe, expect, test } from "vitest";
import { errorMessages, userMessageFor } from "./errors";

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

  test("anything else, including a network failure, is the generic message and never the raw text", () => {
    expect(userMessageFor({ message: "TypeError: fetch failed (connect ECONNREFUSED 127.0.0.1:54321)" })).toBe(
      "An error occurred. Please try again later.",
    );
    expect(userMessageFor(null)).toBe(errorMessages.generic);
  });
});
