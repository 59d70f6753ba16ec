/**
 * Test data, made through the backend as the platform would (service role), so each test
 * makes the rows it changes and counts never depend on which other tests ran first.
 * Every name carries a unique token, so a test can also find exactly its own rows.
 */
import { createHash, randomBytes } from "node:crypto";
import { anonClient, type SupabaseClient } from "./backend.ts";

/** A short token unique to this process and call, for emails, titles and search text. */
export function uniqueToken() {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
}

export type UserType = "buyer" | "private_seller" | "trade_seller";

export type Member = { id: string; email: string; password: string; userType: UserType; fullName: string };

function check<T>(result: { data: T | null; error: unknown }, what: string): NonNullable<T> {
  if (result.error) throw new Error(`${what}: ${JSON.stringify(result.error)}`);
  if (result.data === null || result.data === undefined) throw new Error(`${what}: no data`);
  return result.data as NonNullable<T>;
}

/** A confirmed member (buyer unless said otherwise) with a profile, through the Auth admin API. */
export async function createMember(
  admin: SupabaseClient,
  options: { userType?: UserType; fullName?: string; companyName?: string; phone?: string; staff?: boolean; label?: string } = {},
): Promise<Member> {
  const userType = options.userType ?? "buyer";
  const fullName = options.fullName ?? `Test ${userType.replace("_", " ")} ${uniqueToken().slice(-4)}`;
  const email = `${options.label ?? userType.replace("_", "-")}-${uniqueToken()}@example.test`;
  const password = `pw-${uniqueToken()}-Aa1`;
  const { data, error } = await admin.auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    user_metadata: {
      user_type: userType,
      // As sign-up sends them (app/utils/sign-in.server.ts): the names, and the whole name.
      first_name: fullName.split(" ")[0],
      last_name: fullName.split(" ").slice(1).join(" "),
      full_name: fullName,
      ...(options.companyName ? { company_name: options.companyName } : {}),
      ...(options.phone ? { phone: options.phone } : {}),
    },
    ...(options.staff ? { app_metadata: { role: "staff" } } : {}),
  });
  if (error || !data.user) throw new Error(`createMember: ${error?.message ?? "no user"}`);
  return { id: data.user.id, email, password, userType, fullName };
}

/** Removes a member made by createMember (their listings, threads and messages go with them). */
export async function deleteMember(admin: SupabaseClient, member: Pick<Member, "id">) {
  const { error } = await admin.auth.admin.deleteUser(member.id);
  if (error && !/not found/i.test(error.message)) throw error;
}

/**
 * A member who signed up through a form rather than here: their id and the profile the
 * sign-up trigger made, or null when no account has that email (a refused sign-up).
 */
export async function signedUpMember(admin: SupabaseClient, email: string) {
  const { data, error } = await admin.auth.admin.listUsers({ perPage: 1000 });
  if (error) throw error;
  const user = data.users.find((candidate) => candidate.email === email);
  if (!user) return null;
  const { data: profile, error: profileError } = await admin
    .from("profiles")
    .select("user_type, first_name, last_name, full_name, company_name, phone")
    .eq("id", user.id)
    .single();
  if (profileError) throw profileError;
  return { id: user.id, profile };
}

/**
 * A vitest fixture (`test.extend({ buyer: memberFixture(admin, { userType: "buyer" }) })`): a
 * member made for one test with createMember's options, on `plan` when given (setMemberPlan),
 * deleted after it with all of theirs.
 */
export function memberFixture(admin: SupabaseClient, { plan, ...options }: Parameters<typeof createMember>[1] & { plan?: string } = {}) {
  // eslint-disable-next-line no-empty-pattern -- vitest reads a fixture's needs from this pattern
  return async ({}, use: (member: Member) => Promise<void>) => {
    const member = await createMember(admin, options);
    if (plan) await setMemberPlan(admin, member.id, plan);
    await use(member);
    await deleteMember(admin, member);
  };
}

export type ListingStatus = "active" | "pending" | "draft" | "expired" | "sold" | "rejected";

/** The row of a complete listing of the seller's (see createListing). */
function listingRow(sellerId: string, overrides: Record<string, unknown> & { status?: ListingStatus }) {
  const status = overrides.status ?? "active";
  const live = status === "active";
  return {
    dealer_id: sellerId,
    status,
    title: `Honda EU22i test generator ${uniqueToken()}`,
    description: "Serviced last spring, runs well, collection only.",
    type: "portable" as const,
    brand: "Honda",
    model: "EU22i",
    condition: "used-good",
    fuel: "Petrol/Gasoline",
    power_kw: 2.2,
    year: 2021,
    hours: 120,
    price_gbp: 900,
    vat_status: "vat-na",
    location: "Taunton",
    region: "southwest",
    postcode: "TA1 1AA",
    ...(status === "pending" ? { submitted_at: new Date().toISOString() } : {}),
    ...(live ? { published_at: new Date().toISOString(), expires_at: new Date(Date.now() + 30 * 86_400_000).toISOString() } : {}),
    ...overrides,
  };
}

/**
 * A complete listing of the seller's, in the given status (active by default: live for 30
 * days). Any column can be overridden; the title carries a unique token unless given.
 */
export async function createListing(
  admin: SupabaseClient,
  sellerId: string,
  overrides: Record<string, unknown> & { status?: ListingStatus } = {},
): Promise<{ id: string; title: string }> {
  const data = check(await admin.from("generator_listings").insert(listingRow(sellerId, overrides)).select("id, title").single(), "createListing");
  return data as { id: string; title: string };
}

/** `count` listings as createListing makes them, all with the same overrides, in one request. */
export async function createListings(
  admin: SupabaseClient,
  sellerId: string,
  count: number,
  overrides: Record<string, unknown> & { status?: ListingStatus } = {},
): Promise<Array<{ id: string }>> {
  const rows = Array.from({ length: count }, () => listingRow(sellerId, overrides));
  const data = check(await admin.from("generator_listings").insert(rows).select("id"), "createListings");
  return data as Array<{ id: string }>;
}

/**
 * A conversation between a buyer and the seller of an active listing, with its messages in
 * order (each from the buyer unless `from: "seller"`), as send_listing_enquiry and replies
 * would leave it.
 */
export async function createConversation(
  admin: SupabaseClient,
  options: { buyerId: string; sellerId: string; listingId: string; messages?: { text: string; from?: "buyer" | "seller"; read?: boolean }[] },
): Promise<{ id: string }> {
  const thread = check(
    await admin
      .from("conversation_threads")
      .insert({ buyer_id: options.buyerId, seller_id: options.sellerId, listing_id: options.listingId })
      .select("id")
      .single(),
    "createConversation",
  ) as { id: string };
  const messages = options.messages ?? [{ text: "Is this still available?" }];
  const start = Date.now() - messages.length * 60_000;
  for (const [index, message] of messages.entries()) {
    const fromSeller = message.from === "seller";
    check(
      await admin
        .from("messages")
        .insert({
          thread_id: thread.id,
          sender_id: fromSeller ? options.sellerId : options.buyerId,
          recipient_id: fromSeller ? options.buyerId : options.sellerId,
          message_content: message.text,
          is_read: message.read ?? false,
          created_at: new Date(start + index * 60_000).toISOString(),
        })
        .select("id")
        .single(),
      "createConversation message",
    );
  }
  return thread;
}

/**
 * A photo of the listing stored as the sell wizard stores it: the file in the
 * listing-photos bucket at {seller id}/{listing id}/{uuid}.{extension}, and its row after
 * the listing's others. The bucket still checks the content type it is given.
 */
export async function addListingPhoto(
  admin: SupabaseClient,
  { sellerId, listingId, bytes, contentType, extension, position = 0 }: {
    sellerId: string;
    listingId: string;
    bytes: Uint8Array;
    contentType: string;
    extension: string;
    position?: number;
  },
): Promise<{ storagePath: string }> {
  const storagePath = `${sellerId}/${listingId}/${crypto.randomUUID()}.${extension}`;
  const upload = await admin.storage.from("listing-photos").upload(storagePath, bytes, { contentType });
  if (upload.error) throw new Error(`addListingPhoto: ${upload.error.message}`);
  check(
    await admin.from("listing_photos").insert({ listing_id: listingId, storage_path: storagePath, position }).select("id").single(),
    "addListingPhoto",
  );
  return { storagePath };
}

/**
 * An open auction of the seller's (through the service role: sellers create theirs with the
 * create-auction form), ending in 7 days unless `overrides` say otherwise.
 */
export async function createAuction(
  admin: SupabaseClient,
  sellerId: string,
  overrides: Record<string, unknown> = {},
): Promise<{ id: string; title: string }> {
  const row = {
    seller_id: sellerId,
    title: `Perkins 100 kVA auction test ${uniqueToken()}`,
    description: "Ex-hire diesel standby set, serviced every 250 hours, load bank tested last month.",
    year: 2019,
    hours: 4200,
    power_kw: 100,
    type: "dieselStandby" as const,
    fuel_type: "Diesel",
    phase: "Three Phase",
    condition: "used-good",
    location: "Leeds",
    starting_price: 1000,
    admin_fee_paid: true,
    admin_fee_amount: 49.95,
    auction_end_date: new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString(),
    ...overrides,
  };
  return check(await admin.from("auction_listings").insert(row).select("id, title").single(), "createAuction");
}

/**
 * A notice to a member about an auction, as place_bid or settle_due_auctions would leave it
 * (those write them; nobody else may): unread unless `read`.
 */
export async function createNotice(
  admin: SupabaseClient,
  options: { recipientId: string; auctionId: string; message: string; kind?: "outbid" | "auction_ended" | "auction_unsold"; read?: boolean },
): Promise<{ id: string }> {
  return check(
    await admin
      .from("notices")
      .insert({
        recipient_id: options.recipientId,
        auction_id: options.auctionId,
        kind: options.kind ?? "outbid",
        message: options.message,
        read_at: options.read ? new Date().toISOString() : null,
      })
      .select("id")
      .single(),
    "createNotice",
  );
}

/** A bid as the bidder places it: place_bid under their own session on the backend at `backendUrl`; its answer. */
export async function placeBid(backendUrl: string, bidder: Pick<Member, "email" | "password">, auctionId: string, amount: number) {
  const client = anonClient(backendUrl);
  const signedIn = await client.auth.signInWithPassword({ email: bidder.email, password: bidder.password });
  if (signedIn.error) throw new Error(`placeBid: ${signedIn.error.message}`);
  return check(await client.rpc("place_bid", { p_auction_id: auctionId, p_amount: amount }), "placeBid") as { outcome: string };
}

/**
 * A saved search of the member's, stored directly (save_search keeps the limit for members).
 * `searchArgs` are the page's search function's arguments; {} matches every listing.
 */
export async function createSavedSearch(
  admin: SupabaseClient,
  userId: string,
  options: { page?: "listings" | "auctions"; name?: string; query?: string; searchArgs?: { [key: string]: string | number | boolean | null | string[] }; alerts?: boolean } = {},
): Promise<{ id: string }> {
  const page = options.page ?? "listings";
  const row = {
    user_id: userId,
    page,
    name: options.name ?? `Saved search ${uniqueToken()}`,
    query: options.query ?? `q=${uniqueToken()}`,
    search_args: options.searchArgs ?? {},
    alerts: options.alerts ?? page === "listings",
  };
  return check(await admin.from("saved_searches").insert(row).select("id").single(), "createSavedSearch");
}

/** Puts a member on a plan (app/content/plans.ts's id) from now for a week, as staff would; their current plan ends. */
export async function setMemberPlan(admin: SupabaseClient, memberId: string, planId: string) {
  const ended = await admin.from("member_plans").update({ ended_at: new Date().toISOString() }).eq("user_id", memberId).is("ended_at", null);
  if (ended.error) throw new Error(`setMemberPlan: ${JSON.stringify(ended.error)}`);
  const renews = new Date(Date.now() + 7 * 86_400_000).toISOString();
  check(await admin.from("member_plans").insert({ user_id: memberId, plan_id: planId, renews_at: renews }).select("id").single(), "setMemberPlan");
}

/**
 * The member has had their one free trial (a plan that ended, docs/payments.md "Weekly
 * plans"), so their next plan is charged from its first week: for tests about paying.
 */
export async function useFreeTrial(admin: SupabaseClient, memberId: string) {
  const day = 86_400_000;
  const past = (days: number) => new Date(Date.now() - days * day).toISOString();
  check(
    await admin
      .from("member_plans")
      .insert({ user_id: memberId, plan_id: "priority-buyer", started_at: past(30), renews_at: past(16), trial_ends_at: past(16), ended_at: past(16), status: "canceled" })
      .select("id")
      .single(),
    "useFreeTrial",
  );
}

/**
 * A dealer's stock as a bulk upload CSV (the template's columns): `count` rows with stock
 * refs `{token}-1`…, titles carrying the token, prices written as dealers write them
 * (£12,500). `bad` row numbers (1-based among the rows) each get one error: no brand,
 * a price in pence, a year too old, in turn. `prices` overrides a row's price.
 */
export function stockCsv({ count, token, bad = [], prices = {} }: { count: number; token: string; bad?: number[]; prices?: Record<number, string> }) {
  const header = "stock_ref,title,type,condition,description,price,vat_status,postcode,location,power,fuel_type,brand,model,year,hours,warranty_length,phase,has_sockets,emissions_rating,images";
  const faults = [{ brand: "" }, { price: "12500.50" }, { year: "1890" }];
  const rows = Array.from({ length: count }, (_, index) => {
    const n = index + 1;
    const fault = bad.includes(n) ? faults[bad.indexOf(n) % faults.length] : {};
    const cells = {
      brand: "Perkins",
      price: prices[n] ?? `"£${(10_000 + n * 100).toLocaleString("en-GB")}"`,
      year: "2019",
      ...fault,
    };
    return [
      `${token}-${n}`, `Perkins ${n * 10} kVA set ${token}`, "Standby", "Used - Good",
      `"Ex-hire set ${n}, serviced, load bank tested."`, cells.price, "Plus VAT", "B6 4AA", "Birmingham", String(8 * n),
      "Diesel", cells.brand, "", cells.year, "1200", "6", "Three Phase", "no", "", "",
    ].join(",");
  });
  return [header, ...rows].join("\r\n") + "\r\n";
}

/**
 * An API key of the dealer's with this scope (supabase/schemas/88-dealer-api.sql), stored as
 * create_api_key stores one: the key itself, for a test to send.
 */
export async function createApiKey(admin: SupabaseClient, dealerId: string, scope: "read" | "read-write" = "read-write") {
  const key = `gmk_${randomBytes(24).toString("hex")}`;
  const keyHash = createHash("sha256").update(key).digest("hex");
  const row = { dealer_id: dealerId, name: `Test key ${uniqueToken().slice(-4)}`, scope, key_prefix: key.slice(0, 12), key_hash: keyHash };
  const made = check(await admin.from("api_keys").insert(row).select("id").single(), "createApiKey") as { id: string };
  return { id: made.id, key };
}

/**
 * One of the dealer's depots (supabase/schemas/18-depots.sql), stored as save_depot stores one:
 * the dealer's first is their main depot. Any column can be overridden.
 */
export async function createDepot(admin: SupabaseClient, dealerId: string, overrides: Record<string, unknown> = {}) {
  const { count } = await admin.from("depots").select("id", { count: "exact", head: true }).eq("dealer_id", dealerId);
  const token = uniqueToken().slice(-6);
  const row = {
    dealer_id: dealerId,
    reference: `D${token}`,
    name: `Depot ${token}`,
    address: "Unit 4, Stourton Industrial Estate, Leeds",
    postcode: "LS10 1RS",
    phone: "0113 496 0000",
    opening_hours: "Mon–Fri 8am–5pm\nSat 9am–12pm",
    is_main: !count,
    ...overrides,
  };
  return check(await admin.from("depots").insert(row).select("id, reference, name").single(), "createDepot") as { id: string; reference: string; name: string };
}
