import { describe, expect, test, vi } from "vitest";
import type { SupabaseClient } from "~/utils/supabase.server";
import { getInbox, INBOX_LIMIT } from "./message.server";

/** member_inbox's row for one thread, as PostgREST answers it. */
const row = (n: number, overrides: Record<string, unknown> = {}) => ({
  id: `thread-${n}`,
  side: "seller",
  other_party_id: `buyer-${n}`,
  other_full_name: `Buyer ${n}`,
  other_company_name: null,
  other_image_url: null,
  listing_id: `listing-${n}`,
  auction_id: null,
  listing_title: `Listing ${n}`,
  auction_title: null,
  last_message_at: new Date(Date.UTC(2026, 10, 1, 0, 60 - n)).toISOString(),
  latest_message: `Message ${n}`,
  latest_kind: "member",
  unread_count: n % 3,
  thread_count: 30,
  ...overrides,
});

/** A client that answers member_inbox with these rows and records every request made of it. */
function recordingClient(rows: ReturnType<typeof row>[]) {
  const rpc = vi.fn(async () => ({ data: rows, error: null }));
  const from = vi.fn(() => {
    throw new Error("the inbox reads no table directly");
  });
  return { client: { rpc, from } as unknown as SupabaseClient, rpc, from };
}

describe("the inbox", () => {
  test("a seller's 30 threads with their unread counts come from one request", async () => {
    const rows = Array.from({ length: 30 }, (_, index) => row(index + 1));
    const { client, rpc, from } = recordingClient(rows);
    const { threads, total, error } = await getInbox(client, { side: "seller" });
    expect(error).toBeNull();
    expect(rpc).toHaveBeenCalledTimes(1);
    expect(rpc).toHaveBeenCalledWith("member_inbox", { p_side: "seller", p_limit: INBOX_LIMIT });
    expect(from).not.toHaveBeenCalled();
    expect(total).toBe(30);
    expect(threads).toHaveLength(30);
    expect(threads!.map((thread) => thread.unreadCount)).toEqual(rows.map((r) => r.unread_count));
  });

  test("as the spec lists it: 'Unknown Buyer', the title, the latest message or none, GenMarket's labelled", async () => {
    const { client } = recordingClient([
      row(1, { other_full_name: null, other_company_name: null, latest_message: null, latest_kind: null }),
      row(2, { side: "buyer", other_full_name: "Tom Hargreaves", other_company_name: "Hargreaves Power", listing_id: null, listing_title: null, auction_id: "a-2", auction_title: "SDMO 150 kW" }),
      row(3, { listing_title: null, latest_kind: "system" }),
    ]);
    const { threads } = await getInbox(client);
    expect(threads).toEqual([
      expect.objectContaining({ otherPartyName: "Unknown Buyer", listingTitle: "Listing 1", subjectHref: "/listings/listing-1", latestMessage: null }),
      // A seller, when the member is the buyer: by their business.
      expect.objectContaining({ side: "buyer", otherPartyName: "Hargreaves Power", listingTitle: "SDMO 150 kW", subjectHref: "/auctions/a-2" }),
      expect.objectContaining({ listingTitle: null, subjectHref: null, latestFromGenMarket: true }),
    ]);
  });

  test("an empty inbox counts none; an error is passed on", async () => {
    expect(await getInbox(recordingClient([]).client)).toEqual({ threads: [], total: 0, error: null });
    const failing = { rpc: async () => ({ data: null, error: { message: "boom" } }) } as unknown as SupabaseClient;
    expect(await getInbox(failing)).toMatchObject({ threads: null, error: { message: "boom" } });
  });
});
