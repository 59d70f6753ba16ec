import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { loadMessages, replyToThread } from "~/components/messages/messages.server";
import { REPLY_INTENT } from "~/components/messages/schema";
import { isProfileIntent, loadProfileView, profileAction } from "~/components/profile/profile.server";
import { REPLY_REVIEW_INTENT } from "~/components/reviews/schema";
import { loadSellerReviews, replyToReview } from "~/components/reviews/seller-reviews.server";
import { handleSavedSearchIntent, isSavedSearchIntent, loadSavedSearches } from "~/components/saved-searches/saved-searches.server";
import { getBuyerOverview } from "~/models/buyer-overview.server";
import { getEmailSettings } from "~/models/email-settings.server";
import { getMySessions } from "~/models/member-session.server";
import { getNotices } from "~/models/notice.server";
import { countLiveAuctions, getSellerAuctions } from "~/models/own-auction.server";
import { getOwnListings } from "~/models/own-listing.server";
import { getContactPreferences } from "~/models/profile.server";
import { getSavedListings } from "~/models/saved-listing.server";
import { getWatchedAuctions } from "~/models/watched-auction.server";
import { getUserSession, requireUser } from "~/utils/auth.server";
import { failedToLoad } from "~/utils/errors.server";
import { getPaymentProvider } from "~/utils/payments.server";
import { createSupabaseServerClient } from "~/utils/supabase.server";
import { uploadTooLarge, uploadTooLargeMessage } from "~/utils/upload-size.server";
import { roleFlags } from "~/utils/user";
import { accountWords } from "./account-words.server";
import { cancelSellerAuction, payCommission } from "./auctions.server";
import { saveContactPreferences } from "./contact-preferences.server";
import { emailPasswordLink, endDevice, endOtherDevices } from "./devices.server";
import { emailSettingsChoices, resumeEmails, saveEmailSettings } from "./email-settings.server";
import { markAllNoticesRead } from "./notices.server";
import { CHANGE_PASSWORD_INTENT, END_DEVICE_INTENT, END_OTHER_DEVICES_INTENT } from "./parts/devices";
import { EMAIL_SETTINGS_INTENT, RESUME_EMAILS_INTENT } from "./parts/email-settings";
import { accountTypeLabel, dashboardSideNav, dashboardTabs, dashboardTitle, dashboardView, inboxView } from "./parts/views";
import { cancelPlanAtPeriodEnd, openBillingPortal, PLAN_INTENTS } from "./plan-actions.server";
import { loadPlanAndReceipts } from "./plan-and-receipts.server";
import { loadSellerOverview } from "./seller-overview.server";
import { twoStepPanelWords } from "./two-step-panel.server";

export async function dashboardLoader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const searchParams = new URL(request.url).searchParams;
  const { view: requested, blocked } = dashboardView(user, searchParams.get("view"));
  const flags = roleFlags(user);
  // A conversation opens where the member's inbox is (sellers' Messages, everyone else's overview), in its place.
  const threadParam = requested === inboxView(user) ? searchParams.get("thread") : null;
  // The view served: none when the member may not use it, or while a conversation is open.
  const view = blocked || threadParam !== null ? null : requested;
  const { supabase, headers } = createSupabaseServerClient(request, context);
  // A seller's overview counts their listings; My Listings shows them.
  let listings = null;
  if (flags.isSeller && (view === "overview" || view === "listings")) {
    const result = await getOwnListings(supabase, user.id);
    if (result.error) failedToLoad("dashboard: loading the seller's listings", result.error, headers);
    listings = result.listings;
  }
  // Auctions by the server's clock: what has ended shows as ended before it is settled.
  const nowMs = Date.now();
  let auctions = null;
  if (flags.isSeller && view === "listings") {
    const result = await getSellerAuctions(supabase, user.id, { localPayments: getPaymentProvider(context).testMode });
    if (result.error) failedToLoad("dashboard: loading the seller's auctions", result.error, headers);
    auctions = result.auctions;
  }
  let liveAuctions = null;
  if (flags.isSeller && view === "overview") {
    const result = await countLiveAuctions(supabase, user.id, nowMs);
    if (result.error) failedToLoad("dashboard: counting the seller's live auctions", result.error, headers);
    liveAuctions = result.count;
  }
  const sellerOverview =
    flags.isSeller && view === "overview"
      ? await loadSellerOverview(supabase, user.id, { unreadMessages: user.unreadMessages, isPrivateSeller: flags.isPrivateSeller }, headers)
      : null;
  // Every member's overview: their notices, unread first.
  let notices = null;
  if (view === "overview") {
    const result = await getNotices(supabase);
    if (result.error) failedToLoad("dashboard: loading notices", result.error, headers);
    notices = { notices: result.notices, unreadCount: result.unreadCount };
  }
  let saved = null;
  if (view === "saved") {
    const [listings, watched] = await Promise.all([getSavedListings(supabase), getWatchedAuctions(supabase)]);
    if (listings.error) failedToLoad("dashboard: loading saved listings", listings.error, headers);
    if (watched.error) failedToLoad("dashboard: loading watched auctions", watched.error, headers);
    saved = { listings: listings.listings, unavailable: listings.unavailable, auctions: watched.auctions };
  }
  const savedSearches = view === "saved" ? await loadSavedSearches(supabase, headers) : null;
  const profile = view === "account" ? await loadProfileView(request, context, user) : null;
  let contactPreferences = null;
  if (view === "account") {
    const result = await getContactPreferences(supabase);
    if (result.error) failedToLoad("dashboard: loading contact preferences", result.error, headers);
    contactPreferences = result.preferences;
  }
  let emailSettings = null;
  if (view === "account") {
    const result = await getEmailSettings(supabase);
    if (result.error) failedToLoad("dashboard: loading email settings", result.error, headers);
    emailSettings = { settings: result.settings, choices: emailSettingsChoices(user) };
  }
  let devices = null;
  if (view === "account") {
    const result = await getMySessions(supabase);
    if (result.error) failedToLoad("dashboard: loading signed-in devices", result.error, headers);
    devices = result.sessions;
  }
  // Two-step sign-in's state, for sellers and staff (its forms are /dashboard/two-step's).
  const twoStep =
    view === "account" && (flags.isSeller || flags.isStaff)
      ? twoStepPanelWords((await getUserSession(request, context)).twoStep?.enrolledAt ?? null, flags.isStaff)
      : null;
  // The inbox, or the conversation open: one call for the inbox (member_inbox).
  const messages = !blocked && requested === inboxView(user) ? await loadMessages(supabase, user, { threadParam, headers }) : null;
  // A buyer's (or typeless member's) overview: saved items and the auctions they bid on.
  let buyerOverview = null;
  if (!flags.isSeller && view === "overview") {
    const result = await getBuyerOverview(supabase);
    if (result.error) failedToLoad("dashboard: loading the buyer's overview", result.error, headers);
    buyerOverview = result.overview;
  }
  const reviews = view === "reviews" ? await loadSellerReviews(supabase, user, headers) : null;
  const planAndReceipts = await loadPlanAndReceipts(supabase, user.id, view, { headers, localPayments: getPaymentProvider(context).testMode });
  return json(
    {
      title: dashboardTitle(user),
      signedInAs: `${user.email} (${accountTypeLabel(user)})`,
      unreadMessages: user.unreadMessages,
      flags,
      requested,
      view,
      blocked,
      tabs: dashboardTabs(user),
      sideNav: dashboardSideNav(user),
      listings,
      auctions,
      liveAuctions,
      sellerOverview,
      notices,
      nowMs,
      saved,
      savedSearches,
      messages,
      buyerOverview,
      contactPreferences,
      emailSettings,
      devices,
      accountWords: view === "account" ? accountWords : null,
      twoStep,
      reviews,
      profile,
      planAndReceipts,
    },
    { status: blocked ? 403 : 200, headers },
  );
}

export async function dashboardAction({ request, context }: ActionFunctionArgs) {
  // Only the profile photo's form sends a file: a request too large is refused before it is read (utils/upload-size.server.ts).
  const tooLarge = uploadTooLarge(request);
  if (tooLarge !== null) return json({ photoError: uploadTooLargeMessage(tooLarge) }, { status: 413 });
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (isProfileIntent(intent)) return profileAction(request, context, formData);
  const user = await requireUser(request, context);
  if (intent === REPLY_INTENT) return replyToThread(request, context, user, formData);
  if (intent === "contact-preferences") return saveContactPreferences(request, context, user, formData);
  if (intent === EMAIL_SETTINGS_INTENT) return saveEmailSettings(request, context, user, formData);
  if (intent === RESUME_EMAILS_INTENT) return resumeEmails(request, context);
  if (intent === END_DEVICE_INTENT) return endDevice(request, context, formData);
  if (intent === END_OTHER_DEVICES_INTENT) return endOtherDevices(request, context);
  if (intent === CHANGE_PASSWORD_INTENT) return emailPasswordLink(request, context, user.email);
  if (intent === "cancel-auction") return cancelSellerAuction(request, context, user, formData, { confirmed: false });
  if (intent === "confirm-cancel-auction") return cancelSellerAuction(request, context, user, formData, { confirmed: true });
  if (intent === "pay-commission") return payCommission(request, context, formData);
  if (intent === "mark-notices-read") return markAllNoticesRead(request, context);
  if (intent === REPLY_REVIEW_INTENT) return replyToReview(request, context, formData);
  if (isSavedSearchIntent(intent)) return handleSavedSearchIntent(request, context, formData);
  if (intent === PLAN_INTENTS.cancel) return cancelPlanAtPeriodEnd(request, context, user.id);
  if (intent === PLAN_INTENTS.manageCard) return openBillingPortal(request, context, user.id);
  throw new Response("Unknown action", { status: 400 });
}
