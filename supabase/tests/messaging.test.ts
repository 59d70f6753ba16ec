/**
 * Favourites and buyer-seller messages through the APIs, as the app uses them: real demo
 * sign-ins with supabase-js, then who may save, enquire, read and reply.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ENQUIRY_MAX } from "../../app/utils/message-validation.ts";
import { startTestBackend, type TestBackend } from "../local/testing.ts";

let backend: TestBackend;
let anon: SupabaseClient;
let buyer: SupabaseClient;
let seller: SupabaseClient; // demo trade seller
let other: SupabaseClient; // demo private seller
let buyerId: string;
let otherId: string;
let sellerId: string;
let listingOfSeller: string;
let draftOfSeller: string;

const signedIn = (email: string) => backend.signedInClient(email);

beforeAll(async () => {
  backend = await startTestBackend({ seed: true });
  anon = backend.client();
  ({ client: buyer, id: buyerId } = await signedIn("demo-buyer@genmarket.test"));
  ({ client: seller, id: sellerId } = await signedIn("demo-trade@genmarket.test"));
  ({ client: other, id: otherId } = await signedIn("demo-private@genmarket.test"));
  const { data } = await seller.from("generator_listings").select("id, status").eq("dealer_id", sellerId);
  listingOfSeller = data!.find((listing) => listing.status === "active")!.id;
  draftOfSeller = data!.find((listing) => listing.status === "draft")!.id;
});

afterAll(async () => {
  await backend?.close();
});

describe("saved listings", () => {
  test("a member saves and unsaves a listing; nobody else sees their favourites", async () => {
    expect((await buyer.from("saved_listings").insert({ listing_id: listingOfSeller })).error).toBeNull();
    const duplicate = await buyer.from("saved_listings").insert({ listing_id: listingOfSeller });
    expect(duplicate.error?.code).toBe("23505");
    // Beside the demo buyer's seeded favourites.
    const saved = (await buyer.from("saved_listings").select("listing_id")).data!.map((row) => row.listing_id);
    expect(saved).toContain(listingOfSeller);
    expect((await other.from("saved_listings").select("listing_id")).data).toEqual([]);
    expect((await anon.from("saved_listings").select("listing_id")).error?.code).toBe("42501");
    expect((await other.from("saved_listings").delete().eq("user_id", buyerId).select("listing_id")).data).toEqual([]);
    expect((await buyer.from("saved_listings").delete().eq("listing_id", listingOfSeller).select("listing_id")).data).toHaveLength(1);
  });

  test("nobody saves for someone else, nor a listing they cannot see", async () => {
    expect((await other.from("saved_listings").insert({ user_id: buyerId, listing_id: listingOfSeller })).error?.code).toBe("42501");
    expect((await buyer.from("saved_listings").insert({ listing_id: draftOfSeller })).error?.code).toBe("42501");
    expect((await anon.from("saved_listings").insert({ listing_id: listingOfSeller })).error?.code).toBe("42501");
  });
});

describe("enquiries and messages", () => {
  let threadId: string;

  test("a buyer's enquiry starts a conversation the seller can read and nobody else can", async () => {
    const { data, error } = await buyer.rpc("send_listing_enquiry", {
      p_listing_id: listingOfSeller,
      p_message: "Is the set still available, and can I see it run under load?",
    });
    expect(error).toBeNull();
    threadId = data as string;

    const { data: inbox } = await seller
      .from("conversation_threads")
      .select("id, buyer_id, listing_id, messages(message_content, recipient_id, is_read)")
      .eq("seller_id", sellerId)
      .eq("buyer_id", buyerId);
    expect(inbox).toEqual([
      {
        id: threadId,
        buyer_id: buyerId,
        listing_id: listingOfSeller,
        messages: [{ message_content: "Is the set still available, and can I see it run under load?", recipient_id: sellerId, is_read: false }],
      },
    ]);
    expect((await other.from("conversation_threads").select("id")).data).toEqual([]);
    expect((await other.from("messages").select("id")).data).toEqual([]);
    expect((await anon.from("messages").select("id")).error?.code).toBe("42501");
  });

  test("a second enquiry continues the same conversation; the seller replies; the buyer marks it read", async () => {
    const again = await buyer.rpc("send_listing_enquiry", { p_listing_id: listingOfSeller, p_message: "Could you deliver to Leeds?" });
    expect(again.data).toBe(threadId);
    const reply = await seller
      .from("messages")
      .insert({ thread_id: threadId, recipient_id: buyerId, message_content: "Yes, delivery to Leeds is £180." })
      .select("id")
      .single();
    expect(reply.error).toBeNull();

    // Only the recipient can mark a message read, and nothing else about it can change.
    expect((await seller.from("messages").update({ is_read: true }).eq("id", reply.data!.id).select("id")).data).toEqual([]);
    expect((await buyer.from("messages").update({ is_read: true }).eq("id", reply.data!.id).select("is_read")).data).toEqual([{ is_read: true }]);
    expect((await buyer.from("messages").update({ message_content: "edited" }).eq("id", reply.data!.id)).error?.code).toBe("42501");
    expect((await buyer.from("messages").delete().eq("id", reply.data!.id)).error?.code).toBe("42501");
  });

  test("nobody writes into someone else's conversation, or messages themselves", async () => {
    const intruder = await other.from("messages").insert({ thread_id: threadId, recipient_id: sellerId, message_content: "Hello" });
    expect(intruder.error?.code).toBe("42501");
    const self = await seller.rpc("send_listing_enquiry", { p_listing_id: listingOfSeller, p_message: "Talking to myself" });
    expect(self.error).toMatchObject({ code: "GM400", message: "You cannot message yourself about your own listing" });
    const hidden = await buyer.rpc("send_listing_enquiry", { p_listing_id: draftOfSeller, p_message: "Hello" });
    expect(hidden.error).toMatchObject({ code: "GM404", message: "This listing is not available" });
    const anonymous = await anon.rpc("send_listing_enquiry", { p_listing_id: listingOfSeller, p_message: "Hello" });
    expect(anonymous.error?.code).toBe("42501");
  });

  test("the database takes a message as long as the forms allow (ENQUIRY_MAX), and not one character more", async () => {
    const longest = "Could you tell me more? ".repeat(100).slice(0, ENQUIRY_MAX);
    const fits = await seller.from("messages").insert({ thread_id: threadId, recipient_id: buyerId, message_content: longest });
    expect(fits.error).toBeNull();
    const tooLong = await seller.from("messages").insert({ thread_id: threadId, recipient_id: buyerId, message_content: `${longest}!` });
    expect(tooLong.error?.code).toBe("23514");
    const enquiry = await buyer.rpc("send_listing_enquiry", { p_listing_id: listingOfSeller, p_message: `${longest}?` });
    expect(enquiry.error?.code).toBe("23514");
  });
});

describe("seller phone", () => {
  const privateListing = "10000000-0000-4000-8000-000000000009"; // demo-private's, active
  const showPhone = (client: SupabaseClient, id: string, show: boolean) =>
    client.from("profiles").update({ show_phone_on_listings: show }, { count: "exact" }).eq("id", id);
  const choiceOf = async (client: SupabaseClient) =>
    (await client.from("my_profile").select("show_phone_on_listings").single()).data?.show_phone_on_listings;

  test("a dealer's business line goes to signed-in members; visitors get nothing", async () => {
    expect((await buyer.rpc("listing_seller_phone", { p_listing_id: listingOfSeller })).data).toBe("0121 496 0734");
    expect((await anon.rpc("listing_seller_phone", { p_listing_id: listingOfSeller })).error?.code).toBe("42501");
    expect((await buyer.rpc("listing_seller_phone", { p_listing_id: draftOfSeller })).data).toBeNull();
  });

  test("a private seller's own phone goes to members only once they chose to show it", async () => {
    expect(await choiceOf(other)).toBe(false);
    expect((await buyer.rpc("listing_seller_phone", { p_listing_id: privateListing })).data).toBeNull();

    const chosen = await showPhone(other, otherId, true);
    expect(chosen.error).toBeNull();
    expect(chosen.count).toBe(1);
    expect((await buyer.rpc("listing_seller_phone", { p_listing_id: privateListing })).data).toBe("07700 900142");
    expect((await anon.rpc("listing_seller_phone", { p_listing_id: privateListing })).error?.code).toBe("42501");

    expect((await showPhone(other, otherId, false)).count).toBe(1);
    expect((await buyer.rpc("listing_seller_phone", { p_listing_id: privateListing })).data).toBeNull();
  });

  test("nobody reads or changes someone else's choice", async () => {
    const flipped = await showPhone(buyer, otherId, true);
    expect(flipped.error).toBeNull();
    expect(flipped.count).toBe(0);
    expect(await choiceOf(other)).toBe(false);
    expect((await anon.from("profiles").update({ show_phone_on_listings: true }).eq("id", otherId)).error?.code).toBe("42501");
    expect((await buyer.from("profiles").select("show_phone_on_listings").eq("id", otherId)).error?.code).toBe("42501");
    expect((await anon.from("profiles").select("show_phone_on_listings").eq("id", otherId)).error?.code).toBe("42501");
    expect((await buyer.rpc("listing_seller_phone", { p_listing_id: privateListing })).data).toBeNull();
  });
});
