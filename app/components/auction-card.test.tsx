import { createRemixStub } from "@remix-run/testing";
import { act, cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, test, vi } from "vitest";
import type { AuctionSummary } from "~/models/auction-catalogue.server";
import { useServerClock } from "~/utils/server-clock";
import { AuctionCard } from "./auction-card";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const serverNow = "2026-11-26T12:00:00.000Z";
const inMs = (ms: number) => new Date(Date.parse(serverNow) + ms).toISOString();

const auction: AuctionSummary = {
  id: "60000000-0000-4000-8000-000000000001",
  title: "FG Wilson P110-3 100 kW diesel standby set",
  year: 2016,
  hours: 2900,
  power_kw: 100,
  location: "Stourton, Leeds",
  starting_price: 6000,
  current_bid: 9000,
  bid_count: 5,
  auction_end_date: inMs(90_000),
  photo_url: "/photos/seed/diesel-standby-2.png",
  photo_sources: null,
  distance_label: null,
};

/** The card on a page, counting down from the server's clock as the browse page does. */
function Page({ signedIn = false, card = auction }: { signedIn?: boolean; card?: AuctionSummary }) {
  const now = useServerClock(serverNow);
  return <AuctionCard auction={card} now={now} signedIn={signedIn} />;
}

async function renderCard(props: Parameters<typeof Page>[0] = {}) {
  const Stub = createRemixStub([{ path: "/", Component: () => <Page {...props} /> }]);
  render(<Stub />);
  return screen.findByRole("article");
}

describe("AuctionCard", () => {
  test("shows the spec's facts in pounds, with View Details to /auction/{id}", async () => {
    const card = await renderCard();
    expect(within(card).getByText("Auction")).toBeTruthy();
    expect(within(card).getByRole("heading", { level: 3, name: auction.title })).toBeTruthy();
    expect(card.textContent).toContain("Current bid£9,000");
    expect(card.textContent).toContain("Starting price£6,000");
    expect(card.textContent).toContain("5 bids");
    expect(card.textContent).toContain("Year2016");
    expect(card.textContent).toContain("Hours2,900");
    expect(card.textContent).toContain("Power125 kVA / 100 kW");
    expect(within(card).getByRole("link", { name: /View Details/ }).getAttribute("href")).toBe(`/auctions/${auction.id}`);
  });

  test("Place Bid leads a member to the bid form, a visitor through sign-in back to it", async () => {
    const member = await renderCard({ signedIn: true });
    expect(within(member).getByRole("link", { name: /Place Bid/ }).getAttribute("href")).toBe(`/auctions/${auction.id}#bid`);
    cleanup();
    const visitor = await renderCard();
    expect(within(visitor).getByRole("link", { name: /Place Bid/ }).getAttribute("href")).toBe(
      `/auth?redirectTo=%2Fauctions%2F${auction.id}%23bid`,
    );
  });

  test("counts down from the server's clock, never the browser's, and says 'Ended' when time is up", async () => {
    // The browser's own clock is a year out: the card must not care.
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date", "performance"], now: new Date("2027-12-01T00:00:00Z") });
    const card = await renderCard();
    expect(within(card).getByRole("time").textContent).toBe("Time left: 1m 30s");
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(within(card).getByRole("time").textContent).toBe("Time left: 1m 28s");
    await act(() => vi.advanceTimersByTimeAsync(88_000));
    expect(within(card).queryByRole("time")).toBeNull();
    expect(within(card).getByText("Ended")).toBeTruthy();
    expect(within(card).queryByRole("link", { name: /Place Bid/ })).toBeNull();
    expect(within(card).getByText("Bidding closed")).toBeTruthy();
  });

  test("an auction nobody has bid on yet says so", async () => {
    const card = await renderCard({ card: { ...auction, bid_count: 0, current_bid: 6000 } });
    expect(card.textContent).toContain("No bids yet");
  });
});
