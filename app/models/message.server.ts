import type { QueryData } from "@supabase/supabase-js";
import type { SupabaseClient } from "~/utils/supabase.server";
import { buyerDisplayName, sellerDisplayName } from "./listing-rules";

/**
 * Starts or continues the signed-in buyer's conversation with a listing's seller (one SQL
 * function, checked by RLS); returns the thread id. Sellers cannot message themselves.
 */
export async function sendListingEnquiry(supabase: SupabaseClient, listingId: string, message: string) {
  const { data, error } = await supabase.rpc("send_listing_enquiry", { p_listing_id: listingId, p_message: message });
  if (error) return { threadId: null, error };
  return { threadId: data, error: null };
}

/**
 * The member's own conversation about a listing, as its buyer (one per buyer and listing:
 * conversation_threads_buyer_listing_key), or null when they have not written about it.
 */
export async function getOwnEnquiryThreadId(supabase: SupabaseClient, buyerId: string, listingId: string) {
  const { data, error } = await supabase
    .from("conversation_threads")
    .select("id")
    .eq("buyer_id", buyerId)
    .eq("listing_id", listingId)
    .maybeSingle();
  if (error) return { threadId: null, error };
  return { threadId: data?.id ?? null, error: null };
}

/**
 * The seller's phone for Call Seller, for signed-in members (visitors are refused): a dealer's
 * business line, a private seller's own phone only if they chose to show it; null otherwise,
 * or when the listing is not active.
 */
export async function listingSellerPhone(supabase: SupabaseClient, listingId: string) {
  const { data, error } = await supabase.rpc("listing_seller_phone", { p_listing_id: listingId });
  if (error) return { phone: null, error };
  // The generated return type cannot say that the function answers null too.
  return { phone: (data as string | null) ?? null, error: null };
}

// Both parties' public names and photos (profiles are public) and the title of the listing or
// auction the thread is about; the title is null once that is out of the reader's sight (a
// buyer no longer sees a sold listing), except for a deleted listing, whose title the thread
// keeps (listing_title).
const threadColumns = `id, buyer_id, seller_id, listing_id, auction_id, listing_title, last_message_at,
  buyer:profiles!conversation_threads_buyer_id_fkey(full_name, company_name, image_url),
  seller:profiles!conversation_threads_seller_id_fkey(full_name, company_name, image_url),
  listing:generator_listings(title), auction:auction_listings(title)`;

const selectThreads = (supabase: SupabaseClient) => supabase.from("conversation_threads").select(threadColumns);

type ThreadRow = QueryData<ReturnType<typeof selectThreads>>[number];

/** Which side of a thread the member is on. */
export type ThreadSide = "buyer" | "seller";

/** What the other party of a conversation is called once they closed their account (docs/accounts.md "Closing your account"). */
export const FORMER_MEMBER = "Former member";

/**
 * The name the other party goes by: a buyer by their own name ('Unknown Buyer' without one), a
 * seller by their business; 'Former member' once they closed their account (no party any more).
 */
const partyName = (side: ThreadSide, partyId: string | null, profile: { full_name: string | null; company_name: string | null } | null) =>
  partyId === null ? FORMER_MEMBER : side === "seller" ? buyerDisplayName(profile) : sellerDisplayName(profile);

/**
 * Where the thread's subject is: the listing's or the auction's page, while the reader can see
 * it; a deleted listing keeps its title (the thread's own copy) and has no page.
 */
function subjectOf(
  thread: { listing_id: string | null; auction_id: string | null },
  listingTitle: string | null,
  auctionTitle: string | null,
  keptTitle: string | null,
) {
  if (listingTitle && thread.listing_id) return { listingTitle, subjectHref: `/listings/${thread.listing_id}` };
  if (auctionTitle && thread.auction_id) return { listingTitle: auctionTitle, subjectHref: `/auctions/${thread.auction_id}` };
  return { listingTitle: keptTitle, subjectHref: null };
}

/** A thread as the member sees it: the other party by name, not by id; both parties' photos. */
function threadFor(row: ThreadRow, userId: string) {
  const side: ThreadSide = row.seller_id === userId ? "seller" : "buyer";
  const other = side === "seller" ? row.buyer : row.seller;
  const own = side === "seller" ? row.seller : row.buyer;
  return {
    id: row.id,
    side,
    listingId: row.listing_id,
    ...subjectOf(row, row.listing?.title ?? null, row.auction?.title ?? null, row.listing_title),
    lastMessageAt: row.last_message_at,
    /** Null once the other party closed their account: nobody to reply to or review. */
    otherPartyId: side === "seller" ? row.buyer_id : row.seller_id,
    otherPartyName: partyName(side, side === "seller" ? row.buyer_id : row.seller_id, other),
    otherPartyImageUrl: other?.image_url ?? null,
    ownImageUrl: own?.image_url ?? null,
  };
}

/** One conversation's thread as the conversation view shows it. */
export type ConversationThread = ReturnType<typeof threadFor>;

/**
 * How many messages to the member are unread, in every conversation (the header's badge, the
 * overviews): a HEAD count through the partial index on unread messages by recipient.
 */
export async function countUnreadMessages(supabase: SupabaseClient, userId: string) {
  const { count, error } = await supabase
    .from("messages")
    .select("id", { count: "exact", head: true })
    .eq("recipient_id", userId)
    .eq("is_read", false);
  return { count: count ?? 0, error };
}

export const INBOX_LIMIT = 50;

/**
 * The member's conversations, most recent first (at most INBOX_LIMIT), on one side or both
 * (a seller who enquires about someone else's generator is that thread's buyer), each with
 * the other party's name and photo, its latest message and how many messages to the member
 * are unread; and how many threads there are in all. One call: member_inbox does it in SQL,
 * under RLS.
 */
export async function getInbox(supabase: SupabaseClient, options: { side?: ThreadSide } = {}) {
  const { data, error } = await supabase.rpc("member_inbox", { p_side: options.side ?? null, p_limit: INBOX_LIMIT });
  if (error) return { threads: null, total: 0, error };
  // The generated row type cannot say which returned columns may be null; `?? null` says it here.
  const threads = data.map((row) => {
    const side: ThreadSide = row.side === "seller" ? "seller" : "buyer";
    const other = { full_name: row.other_full_name ?? null, company_name: row.other_company_name ?? null };
    return {
      id: row.id,
      side,
      ...subjectOf(row, row.listing_title ?? null, row.auction_title ?? null, row.kept_title ?? null),
      lastMessageAt: row.last_message_at,
      otherPartyName: partyName(side, row.other_party_id ?? null, other),
      otherPartyImageUrl: row.other_image_url ?? null,
      latestMessage: row.latest_message ?? null,
      /** The latest message is GenMarket's own (kind 'system'), not the other party's words. */
      latestFromGenMarket: row.latest_kind === "system",
      unreadCount: row.unread_count,
    };
  });
  return { threads, total: data[0]?.thread_count ?? 0, error: null };
}

/** A thread in the inbox. */
export type InboxThread = NonNullable<Awaited<ReturnType<typeof getInbox>>["threads"]>[number];

/**
 * A message as its reader sees it: their own, the other party's, or GenMarket's (kind
 * 'system': written by the platform to this reader alone, e.g. when an auction is won, and
 * never shown as if the other party had typed it).
 */
export type ConversationMessage = { id: string; from: "me" | "them" | "genmarket"; content: string; createdAt: string };

/** One thread the member is a party to, or null (RLS hides everyone else's). */
export async function getThread(supabase: SupabaseClient, userId: string, threadId: string) {
  const { data, error } = await selectThreads(supabase).eq("id", threadId).maybeSingle();
  if (error) return { thread: null, error };
  return { thread: data ? threadFor(data, userId) : null, error: null };
}

/** A thread's messages, oldest first. */
export async function getThreadMessages(supabase: SupabaseClient, userId: string, threadId: string) {
  const { data, error } = await supabase
    .from("messages")
    .select("id, kind, sender_id, message_content, created_at")
    .eq("thread_id", threadId)
    .order("created_at", { ascending: true })
    .order("id", { ascending: true });
  if (error) return { messages: null, error };
  const messages = data.map(
    (row): ConversationMessage => ({
      id: row.id,
      from: row.kind === "system" ? "genmarket" : row.sender_id === userId ? "me" : "them",
      content: row.message_content,
      createdAt: row.created_at,
    }),
  );
  return { messages, error: null };
}

/** Marks the thread's messages to the member read (RLS lets only the recipient do this). */
export async function markThreadRead(supabase: SupabaseClient, userId: string, threadId: string) {
  const { error } = await supabase
    .from("messages")
    .update({ is_read: true })
    .eq("thread_id", threadId)
    .eq("recipient_id", userId)
    .eq("is_read", false);
  return { error };
}

/**
 * Adds a message to a thread, to its other party; RLS checks the sender is a party of it.
 * `sent` is null when the same message was sent to the thread moments ago: that insert is the
 * same submission again, which the database stores once (private.skip_repeated_message).
 */
export async function sendReply(
  supabase: SupabaseClient,
  { threadId, recipientId, content }: { threadId: string; recipientId: string; content: string },
) {
  const { data, error } = await supabase
    .from("messages")
    .insert({ thread_id: threadId, recipient_id: recipientId, message_content: content })
    .select("id, created_at")
    .maybeSingle();
  return { sent: data, error };
}
