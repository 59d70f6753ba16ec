import { describe, expect, test } from "vitest";
import { BulkActionSchema, CreateApiKeySchema, depotEditHref, DepotIdSchema, MoveToDepotSchema, nextSort, parseListingsQuery, portalHref, portalTab } from "./schema";

describe("the portal's URL", () => {
  test("the tab: listings unless one of the eight", () => {
    expect(portalTab.parse("auctions")).toBe("auctions");
    expect(portalTab.parse("depots")).toBe("depots");
    expect(portalTab.parse("api")).toBe("api");
    expect(portalTab.parse("nonsense")).toBe("listings");
    expect(portalTab.parse(undefined)).toBe("listings");
  });

  test("the listings query never fails: unknown values are ignored, search text cleaned", () => {
    const query = (search: string) => parseListingsQuery(new URLSearchParams(search));
    expect(query("q=Perkins%20<b>&status=sold&sort=views-desc")).toEqual({ q: "Perkins b", status: "sold", depot: undefined, sort: "views-desc" });
    expect(query("status=deleted&sort=random")).toEqual({ q: "", status: undefined, depot: undefined, sort: "newest" });
  });

  test("the depot filter: a record id or nothing (the loader keeps only the dealer's own)", () => {
    const id = "10000000-0000-4000-8000-000000000031";
    const query = (search: string) => parseListingsQuery(new URLSearchParams(search)).depot;
    expect(query(`depot=${id}`)).toBe(id);
    expect(query("depot=leeds")).toBeUndefined();
    expect(query("depot=")).toBeUndefined();
    expect(query("")).toBeUndefined();
    expect(portalHref("listings", { status: "active", depot: id, sort: "price-asc" })).toBe(`/sellers-portal?tab=listings&status=active&depot=${id}&sort=price-asc`);
    expect(depotEditHref(id)).toBe(`/sellers-portal?tab=depots&edit=${id}`);
  });

  test("links leave defaults out; a header sorts descending first, then ascending", () => {
    expect(portalHref("listings")).toBe("/sellers-portal?tab=listings");
    expect(portalHref("listings", { q: "honda", status: "active", sort: "newest" })).toBe("/sellers-portal?tab=listings&q=honda&status=active");
    expect(nextSort("price", "newest")).toBe("price-desc");
    expect(nextSort("price", "price-desc")).toBe("price-asc");
    expect(nextSort("price", "price-asc")).toBe("price-desc");
    expect(nextSort("views", "price-desc")).toBe("views-desc");
  });
});

describe("the bulk form", () => {
  const id = "10000000-0000-4000-8000-000000000021";
  test("needs an action and at least one listing; each id once", () => {
    expect(BulkActionSchema.parse({ intent: "deactivate", ids: [id, id] })).toEqual({ intent: "deactivate", ids: [id] });
    expect(BulkActionSchema.safeParse({ intent: "deactivate", ids: [] }).error?.issues[0]?.message).toBe("Select at least one listing");
    expect(BulkActionSchema.safeParse({ intent: "explode", ids: [id] }).success).toBe(false);
    expect(BulkActionSchema.safeParse({ intent: "delete", ids: ["1; drop table"] }).success).toBe(false);
  });

  test("Move to depot names one depot by its id", () => {
    expect(BulkActionSchema.parse({ intent: "move-to-depot", ids: [id] })).toEqual({ intent: "move-to-depot", ids: [id] });
    expect(MoveToDepotSchema.parse({ depotId: id })).toEqual({ depotId: id });
    for (const depotId of [undefined, "", "York depot"]) {
      expect(MoveToDepotSchema.safeParse({ depotId }).error?.issues[0]?.message).toBe("Choose a depot to move them to");
    }
  });
});

describe("the Depots tab's buttons", () => {
  test("Make main and Delete name one depot by its id", () => {
    const id = "10000000-0000-4000-8000-000000000041";
    expect(DepotIdSchema.parse({ depotId: id })).toEqual({ depotId: id });
    expect(DepotIdSchema.safeParse({ depotId: "LEEDS" }).success).toBe(false);
    expect(DepotIdSchema.safeParse({}).success).toBe(false);
  });
});

describe("Create key", () => {
  const message = (input: Record<string, unknown>) => CreateApiKeySchema.safeParse(input).error?.issues[0]?.message;
  test("a name of 1 to 60 characters once trimmed, as create_api_key takes it, and read or read-write", () => {
    expect(CreateApiKeySchema.parse({ name: "  Stock system ", scope: "read-write" })).toEqual({ name: "Stock system", scope: "read-write" });
    expect(message({ name: "   ", scope: "read" })).toBe("Key name is required");
    expect(message({ scope: "read" })).toBe("Key name is required");
    expect(message({ name: "x".repeat(61), scope: "read" })).toBe("Key name must be 60 characters or fewer");
    expect(CreateApiKeySchema.safeParse({ name: "x".repeat(60), scope: "read" }).success).toBe(true);
    expect(message({ name: "Feed", scope: "admin" })).toBe("Choose what the key may do");
    expect(message({ name: "Feed" })).toBe("Choose what the key may do");
  });
});
