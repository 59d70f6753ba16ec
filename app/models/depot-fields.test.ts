import { describe, expect, test } from "vitest";
import { DepotSchema } from "./depot-fields";

const typed = { reference: "LEEDS", name: "Stourton depot", address: "Pontefract Road, Leeds", postcode: "ls10 1sw" };

describe("DepotSchema", () => {
  test("a depot as typed: the postcode normalised, the phone as stored, the hours' line breaks as the dealer made them", () => {
    const parsed = DepotSchema.parse({ ...typed, phone: "+44 113 496 0281", openingHours: "Mon–Fri 8am–5pm\r\nSat 9am–12pm\r\n" });
    expect(parsed).toEqual({ ...typed, postcode: "LS10 1SW", phone: "0113 496 0281", openingHours: "Mon–Fri 8am–5pm\nSat 9am–12pm" });
  });

  test("a reference in the stock system's characters, and a full postcode, each refused in words", () => {
    const refused = DepotSchema.safeParse({ ...typed, reference: "Leeds depot!", postcode: "LS10" });
    expect(refused.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ["reference", "Use up to 30 letters, digits, dashes or underscores, starting with a letter or digit"],
      ["postcode", "Please enter the depot's full postcode"],
    ]);
  });
});
