import { describe, expect, test } from "vitest";
import { bidIncrementsInWords, commissionInWords, faqGroups } from "./faq";
import { listInWords, type PhotoLimits } from "./help";
import { sellerGuideSections } from "./seller-guide";

const photos: PhotoLimits = { perListing: 5, perAuction: 10, uploadMegabytes: 20, bulkUploadMegabytes: 5, formats: "JPEG or PNG", copySizes: [320, 640] };

describe("the FAQ and Seller Guide's figures", () => {
  test("lists read as sentences", () => {
    expect(listInWords([320, 640, 1280])).toBe("320, 640 and 1280");
    expect(listInWords([3, 5], "or")).toBe("3 or 5");
    expect(listInWords(["one"])).toBe("one");
  });

  test("the increments and commission are said from the tables the rules use", () => {
    expect(bidIncrementsInWords()).toBe(
      "£25 below £1,000, £50 below £5,000, £100 below £15,000, £250 below £50,000 and £500 from £50,000",
    );
    expect(commissionInWords()).toBe("12% up to £15,000, 10% from £15,001 to £40,000 and 8% over £40,000");
  });

  test("the photo limits are the ones passed in, and no question or section is empty", () => {
    const text = JSON.stringify([faqGroups(photos), sellerGuideSections(photos)]);
    expect(text).toContain("Up to 5 per listing and 10 per auction, in JPEG or PNG, up to 20 MB each");
    expect(text).toContain("320 and 640 pixels");
    expect(text).not.toMatch(/undefined|NaN/);
    for (const group of faqGroups(photos)) for (const item of group.questions) expect(item.answer.join("").length, item.question).toBeGreaterThan(20);
  });
});
