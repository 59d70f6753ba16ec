/**
 * The sellers portal's depots (docs/sellers-portal.md#depots) as a browser without JavaScript
 * uses them, through the page's own forms: a dealer adds their main depot, a bad form is
 * refused in its fields with what was typed kept, a Standard dealer's second depot is refused
 * in SQL's words, a Premium dealer edits one (`?edit=`), makes another the main one and
 * deletes one after the question (its listings move to the main one); another dealer's depot
 * is not found and nothing changes; a private seller reads what depots are for. The listings
 * tab filters by depot and moves ticked listings to another. The SQL itself:
 * supabase/tests/depots.test.ts.
 */
import { test as base, describe, expect } from "vitest";
import { serviceRoleClient } from "../support/backend";
import { testBackendUrl } from "../support/backend-process";
import { createDepot, createListing, memberFixture, uniqueToken, type Member } from "../support/factories";
import { worker } from "../support/worker/shared-worker";
import { expectText, Visitor } from "../support/worker/visitor";

const { post, signIn } = worker;
const admin = serviceRoleClient(testBackendUrl());
const DEPOTS_TAB = "/sellers-portal?tab=depots";
const LISTINGS_TAB = "/sellers-portal?tab=listings";
const DEPOT_LIST = 'section[aria-labelledby="depots-heading"]';
const QUESTION = '[aria-labelledby="confirm-delete-depot-heading"]';

const test = base.extend<{ premium: Member; standard: Member; otherDealer: Member; privateSeller: Member }>({
  premium: memberFixture(admin, { userType: "trade_seller", plan: "trade-premium" }),
  standard: memberFixture(admin, { userType: "trade_seller", plan: "trade-standard" }),
  otherDealer: memberFixture(admin, { userType: "trade_seller", plan: "trade-premium" }),
  privateSeller: memberFixture(admin, { userType: "private_seller" }),
});

type StoredDepot = { id: string; reference: string; name: string; address: string; postcode: string; phone: string | null; opening_hours: string | null; is_main: boolean };

const depotsOf = async (member: Member) =>
  ((await admin.from("depots").select("id, reference, name, address, postcode, phone, opening_hours, is_main").eq("dealer_id", member.id).order("created_at")).data ??
    []) as StoredDepot[];

const depotOfListing = async (id: string) => (await admin.from("generator_listings").select("depot_id").eq("id", id).single()).data?.depot_id as string | null;

const words = (element: Element | null | undefined) => (element?.textContent ?? "").replace(/\s+/g, " ").trim();

/** The depots as the tab lists them: name, badge, each fact, and the buttons it has. */
function depotsShown(visitor: Visitor): Array<Record<string, string | string[]>> {
  return [...visitor.document.querySelectorAll(`${DEPOT_LIST} li`)].map((item) => ({
    name: words(item.querySelector("h4")),
    badge: words(item.querySelector("h4 + span")),
    ...Object.fromEntries([...item.querySelectorAll("dt")].map((term) => [words(term), words(term.nextElementSibling)])),
    actions: [...item.querySelectorAll("a, button")].map((control) => words(control)),
  }));
}

const leeds = { name: "Leeds depot", reference: "LEEDS-1", address: "Unit 4, Stourton Industrial Estate, Leeds", postcode: "ls10 1rs", phone: "0113 496 0000", hours: "Mon–Fri 8am–5pm\nSat 9am–12pm" };

/** The visitor fills in the depot form (Add a depot or Edit) and presses its button. */
async function fillDepot(visitor: Visitor, button: string, depot: Partial<typeof leeds>) {
  const form = visitor.form(button);
  if (depot.name !== undefined) form.fill("Depot name", depot.name);
  if (depot.reference !== undefined) form.fill("Reference", depot.reference);
  if (depot.address !== undefined) form.fill("Address", depot.address);
  if (depot.postcode !== undefined) form.fill("Postcode", depot.postcode);
  if (depot.phone !== undefined) form.fill(/^Phone/, depot.phone);
  if (depot.hours !== undefined) form.fill(/^Opening hours/, depot.hours);
  await form.submit(button);
}

describe("a dealer's depots", () => {
  test("the first depot: the form says what it is for; a bad form keeps what was typed; added as the main one, its listings at it", async ({ standard }) => {
    const listing = await createListing(admin, standard.id);
    const visitor = new Visitor(worker, await signIn(standard));
    await visitor.open("/sellers-portal");
    await visitor.follow("Depots", { within: 'nav[aria-label="Sellers portal"]' });
    expect(visitor.path).toBe(DEPOTS_TAB);
    expectText(visitor, "Depots", "#portal-tab-heading");
    expectText(visitor, "Add your main depot: your listings will show its address, phone and opening hours");
    expect(visitor.document.querySelector(DEPOT_LIST)).toBeNull();

    // A part postcode and no reference: refused in the fields, what was typed kept, nothing written.
    await fillDepot(visitor, "Add depot", { ...leeds, reference: "", postcode: "LS10" });
    expect(visitor.status).toBe(400);
    expectText(visitor, "There is a problem");
    const form = visitor.form("Add depot");
    expect(form.description("Reference")).toContain("Reference is required");
    expect(form.description("Postcode")).toContain("Please enter the depot's full postcode");
    expect(form.value("Depot name")).toBe(leeds.name);
    expect(form.value("Postcode")).toBe("LS10");
    expect(form.value(/^Opening hours/)).toBe(leeds.hours);
    expect(await depotsOf(standard)).toEqual([]);

    await fillDepot(visitor, "Add depot", leeds);
    expect(visitor.path).toBe(DEPOTS_TAB);
    expectText(visitor, "Leeds depot added");
    const [stored] = await depotsOf(standard);
    expect(stored).toMatchObject({ name: leeds.name, reference: "LEEDS-1", postcode: "LS10 1RS", phone: "0113 496 0000", opening_hours: leeds.hours, is_main: true });
    expect(await depotOfListing(listing.id)).toBe(stored!.id);
    expect(depotsShown(visitor)).toEqual([
      {
        name: "Leeds depot",
        badge: "Main depot",
        Reference: "LEEDS-1",
        Address: "Unit 4, Stourton Industrial Estate, Leeds, LS10 1RS",
        Phone: "0113 496 0000",
        "Opening hours": "Mon–Fri 8am–5pm Sat 9am–12pm",
        Listings: "1 listing",
        actions: ["Edit Leeds depot", "Delete Leeds depot"],
      },
    ]);
    // The hours keep their lines (shown with CSS's pre-line).
    expect(visitor.document.querySelector(`${DEPOT_LIST} dd:nth-of-type(4)`)!.textContent).toBe(leeds.hours);
    visitor.close();
  });

  test("a Standard dealer's second depot: the upgrade box instead of the form, and a forged add refused in SQL's words", async ({ standard }) => {
    await createDepot(admin, standard.id, { name: "Leeds depot" });
    const jar = await signIn(standard);
    const visitor = new Visitor(worker, jar);
    await visitor.open(DEPOTS_TAB);
    expectText(visitor, "More depots come with Premium");
    expectText(visitor, "Your Standard package includes one depot");
    expect(visitor.document.querySelector("form#depot-form")).toBeNull();
    await visitor.follow("Compare trade packages");
    expect(visitor.path).toBe("/trade-sellers");

    const forged = await post(DEPOTS_TAB, { intent: "save-depot", reference: "YORK", name: "York depot", address: "1 Foss Islands Road, York", postcode: "YO31 7UL" }, jar);
    expect(forged.status).toBe(409);
    expect(await forged.text()).toContain("More than one depot comes with the Premium package");
    expect(await depotsOf(standard)).toHaveLength(1);
    visitor.close();
  });

  test("a Premium dealer edits a depot at ?edit=, is refused a reference used already, makes another main and deletes one after the question", async ({ premium }) => {
    await createDepot(admin, premium.id, { name: "Leeds depot", reference: "LEEDS" });
    const york = await createDepot(admin, premium.id, { name: "York depot", reference: "YORK" });
    const atYork = await createListing(admin, premium.id, { depot_id: york.id });
    const atLeeds = await createListing(admin, premium.id);
    const visitor = new Visitor(worker, await signIn(premium));
    await visitor.open(DEPOTS_TAB);
    expectText(visitor, "Your package allows 10 depots; you have 2.");
    expect(depotsShown(visitor).map((shown) => [shown.name, shown.badge, shown.Listings, shown.actions])).toEqual([
      ["Leeds depot", "Main depot", "1 listing", ["Edit Leeds depot"]],
      ["York depot", "", "1 listing", ["Edit York depot", "Make main York depot", "Delete York depot"]],
    ]);
    expectText(visitor, "To delete your main depot, make another depot the main one first");
    expect(visitor.form("Add depot")).toBeDefined();

    // Edit: the form filled, at an address of its own.
    await visitor.follow("Edit York depot");
    expect(visitor.path).toBe(`${DEPOTS_TAB}&edit=${york.id}`);
    expectText(visitor, "Edit York depot", "#depot-form-heading");
    expect(visitor.form("Save changes").value("Reference")).toBe("YORK");
    expect(visitor.document.querySelector("form#depot-form")).toBeNull();
    await fillDepot(visitor, "Save changes", { reference: "leeds" });
    expect(visitor.status).toBe(409);
    expectText(visitor, "You have a depot with the reference leeds already", '[role="alert"]');
    expect(visitor.form("Save changes").value("Reference")).toBe("leeds");
    await fillDepot(visitor, "Save changes", { reference: "YORK-2", name: "York yard", hours: "Mon–Sat 7am–6pm" });
    expect(visitor.path).toBe(DEPOTS_TAB);
    expectText(visitor, "York yard saved");
    expect((await depotsOf(premium)).find((depot) => depot.id === york.id)).toMatchObject({ reference: "YORK-2", name: "York yard", opening_hours: "Mon–Sat 7am–6pm", is_main: false });

    // Make main, at once.
    await visitor.press("Make main York yard");
    expect(visitor.path).toBe(DEPOTS_TAB);
    expectText(visitor, "York yard is now your main depot");
    expect((await depotsOf(premium)).map((depot) => [depot.name, depot.is_main])).toEqual([
      ["Leeds depot", false],
      ["York yard", true],
    ]);
    expect(depotsShown(visitor)[0]).toMatchObject({ name: "York yard", badge: "Main depot" });

    // Delete asks first, saying where its listings go; nothing is deleted until Yes.
    await visitor.press("Delete Leeds depot");
    expect(visitor.status).toBe(200);
    expectText(visitor, "Delete Leeds depot?", QUESTION);
    expectText(visitor, "Its listing moves to York yard.", QUESTION);
    expect(visitor.document.querySelector(QUESTION)!.hasAttribute("autofocus")).toBe(true);
    expect(await depotsOf(premium)).toHaveLength(2);
    await visitor.press("Yes, delete it");
    expect(visitor.path).toBe(DEPOTS_TAB);
    expectText(visitor, "Leeds depot deleted");
    expect((await depotsOf(premium)).map((depot) => depot.id)).toEqual([york.id]);
    expect(await depotOfListing(atLeeds.id)).toBe(york.id);
    expect(await depotOfListing(atYork.id)).toBe(york.id);
    expect(depotsShown(visitor)).toMatchObject([{ name: "York yard", Listings: "2 listings" }]);
    // The main depot, now alone, may go: its listings then show no depot.
    await visitor.press("Delete York yard");
    expectText(visitor, "Its 2 listings will show no depot until you add one.", QUESTION);
    visitor.close();
  });

  test("the main depot cannot be deleted while there are others: SQL's words, with its status", async ({ premium }) => {
    const main = await createDepot(admin, premium.id, { name: "Leeds depot" });
    await createDepot(admin, premium.id, { name: "York depot" });
    const jar = await signIn(premium);
    const refused = await post(DEPOTS_TAB, { intent: "confirm-delete-depot", depotId: main.id }, jar);
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("This is your main depot: make another depot the main one first");
    expect(await depotsOf(premium)).toHaveLength(2);
  });

  test("another dealer's depot is not found by any form, and nothing changes", async ({ premium, otherDealer }) => {
    await createDepot(admin, premium.id, { name: "Leeds depot" });
    await createDepot(admin, otherDealer.id, { name: "Their main depot" });
    const theirs = await createDepot(admin, otherDealer.id, { name: "Their depot", reference: "THEIRS" });
    const before = await depotsOf(otherDealer);
    const jar = await signIn(premium);
    for (const intent of ["make-main-depot", "delete-depot", "confirm-delete-depot"]) {
      const response = await post(DEPOTS_TAB, { intent, depotId: theirs.id }, jar);
      expect(response.status, intent).toBe(404);
      expect(await response.text()).toContain("Depot not found");
    }
    const edit = await post(DEPOTS_TAB, { intent: "save-depot", depotId: theirs.id, reference: "MINE", name: "Mine now", address: "1 Any Road, Leeds", postcode: "LS1 1AA" }, jar);
    expect(edit.status).toBe(404);
    expect(await edit.text()).toContain("Depot not found");
    // Their depot's id in the address opens Add a depot, not their depot.
    const visitor = new Visitor(worker, jar);
    await visitor.open(`${DEPOTS_TAB}&edit=${theirs.id}`);
    expectText(visitor, "Add a depot", "#depot-form-heading");
    expect(visitor.html).not.toContain("THEIRS");
    expect(await depotsOf(otherDealer)).toEqual(before);
    visitor.close();
  });

  test("a private seller reads that depots are for trade sellers; a forged add is refused in SQL's words", async ({ privateSeller }) => {
    const jar = await signIn(privateSeller);
    const visitor = new Visitor(worker, jar);
    await visitor.open(DEPOTS_TAB);
    expectText(visitor, "Depots are for trade sellers");
    expect(visitor.document.querySelector('a[href="/trade-sellers"]')).not.toBeNull();
    expect(visitor.document.querySelector("form#depot-form")).toBeNull();
    const forged = await post(DEPOTS_TAB, { intent: "save-depot", reference: "HOME", name: "Home", address: "1 Any Road, Leeds", postcode: "LS1 1AA" }, jar);
    expect(forged.status).toBe(403);
    expect(await forged.text()).toContain("Depots are for trade sellers");
    expect(await depotsOf(privateSeller)).toEqual([]);
    visitor.close();
  });
});

describe("the listings tab with two depots", () => {
  test("filters by depot (an unknown one ignored), names each row's depot and moves ticked listings to another", async ({ premium, otherDealer }) => {
    const leedsDepot = await createDepot(admin, premium.id, { name: "Leeds depot" });
    const york = await createDepot(admin, premium.id, { name: "York depot" });
    const theirs = await createDepot(admin, otherDealer.id, { name: "Their depot" });
    const token = uniqueToken();
    const first = await createListing(admin, premium.id, { title: `Perkins 20 kVA at Leeds ${token}` });
    const second = await createListing(admin, premium.id, { title: `Kohler 40 kVA at Leeds ${token}` });
    const third = await createListing(admin, premium.id, { title: `Bruno 30 kVA at York ${token}`, depot_id: york.id });
    const visitor = new Visitor(worker, await signIn(premium));
    await visitor.open(LISTINGS_TAB);
    expectText(visitor, "All listings (3)", "#portal-tab-heading");
    const row = (title: string) => words([...visitor.document.querySelectorAll("tbody tr")].find((tr) => words(tr).includes(title)));
    expect(row(third.title)).toContain("Depot: York depot");
    expect(row(first.title)).toContain("Depot: Leeds depot");

    await visitor.form("Apply").select("Depot", "Leeds depot").submit("Apply");
    expect(new URL(visitor.path, worker.url).searchParams.get("depot")).toBe(leedsDepot.id);
    expectText(visitor, "All listings at Leeds depot (2)", "#portal-tab-heading");
    expect(visitor.text("tbody")).not.toContain(third.title);
    expect(visitor.form("Apply").value("Depot")).toBe(leedsDepot.id);
    // The sort links keep the depot.
    expect(visitor.document.querySelector("thead a")!.getAttribute("href")).toContain(`depot=${leedsDepot.id}`);

    // Another dealer's depot, or no id at all: ignored, as any unknown filter is.
    for (const depot of [theirs.id, "nonsense"]) {
      await visitor.open(`${LISTINGS_TAB}&depot=${depot}`);
      expectText(visitor, "All listings (3)", "#portal-tab-heading");
    }

    // Move to depot: one post, back to the same table with a toast.
    await visitor.open(`${LISTINGS_TAB}&depot=${leedsDepot.id}`);
    // It offers another depot first than the one whose listings are shown.
    expect(visitor.form("Move to depot").value("Move to")).toBe(york.id);
    await visitor.form("Move to depot").check(first.title).check(second.title).select("Move to", "York depot").submit("Move to depot");
    expect(visitor.path).toBe(`${LISTINGS_TAB}&depot=${leedsDepot.id}`);
    expectText(visitor, "2 listings moved to York depot");
    expectText(visitor, "All listings at Leeds depot (0)", "#portal-tab-heading");
    expect([await depotOfListing(first.id), await depotOfListing(second.id), await depotOfListing(third.id)]).toEqual([york.id, york.id, york.id]);

    // Another dealer's depot, or another dealer's listing: all or none, SQL's words.
    const jar = visitor.jar;
    const toTheirs = await post(LISTINGS_TAB, { intent: "move-to-depot", depotId: theirs.id, ids: first.id }, jar);
    expect(toTheirs.status).toBe(404);
    expect(await toTheirs.text()).toContain("Depot not found");
    const theirListing = await createListing(admin, otherDealer.id);
    const body = new URLSearchParams([["intent", "move-to-depot"], ["depotId", leedsDepot.id], ["ids", first.id], ["ids", theirListing.id]]);
    const mixed = await worker.fetch(LISTINGS_TAB, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: jar.header() }, body });
    expect(mixed.status).toBe(404);
    expect(await mixed.text()).toContain("Listing not found");
    expect(await depotOfListing(first.id)).toBe(york.id);
    const noDepot = await post(LISTINGS_TAB, { intent: "move-to-depot", ids: first.id }, jar);
    expect(noDepot.status).toBe(400);
    expect(await noDepot.text()).toContain("Choose a depot to move them to");
    visitor.close();
  });

  test("with one depot there is no depot filter, row depot or Move to depot", async ({ standard }) => {
    await createDepot(admin, standard.id, { name: "Leeds depot" });
    await createListing(admin, standard.id);
    const visitor = new Visitor(worker, await signIn(standard));
    await visitor.open(LISTINGS_TAB);
    expect(visitor.document.querySelector('select[name="depot"]')).toBeNull();
    expect(visitor.document.querySelector('select[name="depotId"]')).toBeNull();
    expect(visitor.text("tbody")).not.toContain("Depot:");
    visitor.close();
  });
});
