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

// Both parties' public names (profiles are public) and the title of the listing or auction the
// thread is about; the title is null once that is out of the reader's sight (a buyer no longer
// sees a sold listing), except for a deleted listing, whose title the thread keeps (listing_title).
const threadColumns = `id, buyer_id, seller_id, listing_id, auction_id, listing_title, last_message_at,
  buyer:profiles!conversation_threads_buyer_id_fkey(full_name, company_name),
  seller:profiles!conversation_threads_seller_id_fkey(full_name, company_name),
  listing:generator_listings(title), auction:auction_listings(title)`;

const selectThreads = (supabase: SupabaseClient) => supabase.from("conversation_threads").select(threadColumns);

type ThreadRow = QueryData<ReturnType<typeof selectThreads>>[number];

/** Which side of a thread the member is on. */
type ThreadSide = "buyer" | "seller";

/** A thread as the member sees it: the other party by name, not by id. */
function threadFor(row: ThreadRow, userId: string) {
  const side: ThreadSide = row.seller_id === userId ? "seller" : "buyer";
  return {
    id: row.id,
    listingId: row.listing_id,
    listingTitle: row.listing?.title ?? row.auction?.title ?? row.listing_title ?? null,
    /** Where the thread's subject is: the listing's or the auction's page, while the reader can see it. */
    subjectHref: row.listing?.title ? `/listings/${row.listing_id}` : row.auction?.title ? `/auctions/${row.auction_id}` : null,
    lastMessageAt: row.last_message_at,
    otherPartyId: side === "seller" ? row.buyer_id : row.seller_id,
    otherPartyName: side === "seller" ? buyerDisplayName(row.buyer) : sellerDisplayName(row.seller),
  };
}

export const INBOX_LIMIT = 50;

export type InboxThread = Omit<ReturnType<typeof threadFor>, "otherPartyId"> & {
  latestMessage: string | null;
  /** The latest message is GenMarket's own (kind 'system'), not the other party's words. */
  latestFromGenMarket: boolean;
  unreadCount: number;
};

/**
 * The member's conversations, most recent first, whichever side they are on (a seller who
 * enquires about someone else's generator is that thread's buyer), each with its latest
 * message and how many messages to the member are unread. Two queries: the threads, then
 * their messages, reduced here.
 */
export async function getInbox(supabase: SupabaseClient, userId: string) {
  const { data, error } = await selectThreads(supabase)
    .or(`buyer_id.eq.${userId},seller_id.eq.${userId}`)
    .order("last_message_at", { ascending: false })
    .order("id", { ascending: true })
    .limit(INBOX_LIMIT);
  if (error) return { threads: null, error };
  const rows = data;
  if (rows.length === 0) return { threads: [], error: null };
  const { data: messages, error: messagesError } = await supabase
    .from("messages")
    .select("thread_id, recipient_id, message_content, is_read, kind")
    .in(
      "thread_id",
      rows.map((row) => row.id),
    )
    .order("created_at", { ascending: false });
  if (messagesError) return { threads: null, error: messagesError };
  const threads = rows.map((row): InboxThread => {
    const { otherPartyId: _otherParty, ...thread } = threadFor(row, userId);
    const own = messages.filter((message) => message.thread_id === row.id);
    return {
      ...thread,
      latestMessage: own[0]?.message_content ?? null,
      latestFromGenMarket: own[0]?.kind === "system",
      unreadCount: own.filter((message) => message.recipient_id === userId && !message.is_read).length,
    };
  });
  return { threads, error: null };
}

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

/** Adds a message to a thread, to its other party; RLS checks the sender is a party of it. */
export async function sendReply(
  supabase: SupabaseClient,
  { threadId, recipientId, content }: { threadId: string; recipientId: string; content: string },
) {
  const { error } = await supabase
    .from("messages")
    .insert({ thread_id: threadId, recipient_id: recipientId, message_content: content });
  return { error };
}

/** How many messages to the member are unread, over all their conversations. */
export async function countUnreadMessages(supabase: SupabaseClient, userId: string) {
  const { count, error } = await supabase
    .from("messages")
    .select("id", { count: "exact", head: true })
    .eq("recipient_id", userId)
    .eq("is_read", false);
  return { count: count ?? 0, error };
}
