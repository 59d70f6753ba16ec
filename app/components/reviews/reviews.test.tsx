import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import type { ReviewSummary } from "~/models/seller-review.server";
import { RatingLine, RatingSummary } from "./rating-summary";
import { ReviewList } from "./review-list";

afterEach(cleanup);

const summary: ReviewSummary = {
  average: 4,
  count: 4,
  distribution: [
    { rating: 5, count: 2 },
    { rating: 4, count: 0 },
    { rating: 3, count: 2 },
    { rating: 2, count: 0 },
    { rating: 1, count: 0 },
  ],
  recent: [
    {
      id: "r1",
      rating: 5,
      comment: "Delivered on the day agreed.",
      createdAt: "2026-11-20T10:00:00.000Z",
      buyerName: "Dora Baker",
      model: "P110-3",
      sellerReply: "Thank you, Dora.",
      sellerRepliedAt: "2026-11-21T10:00:00.000Z",
    },
    { id: "r2", rating: 3, comment: null, createdAt: "2026-11-02T10:00:00.000Z", buyerName: null, model: null, sellerReply: null, sellerRepliedAt: null },
  ],
};

describe("RatingSummary", () => {
  test("the average to one decimal, the count, and a bar per star from 5 to 1 with its count", () => {
    render(<RatingSummary summary={summary} />);
    expect(screen.getByText("4.0")).toBeTruthy();
    expect(screen.getByRole("img", { name: "Rated 4.0 out of 5" })).toBeTruthy();
    expect(screen.getByText("4 reviews")).toBeTruthy();
    const bars = within(screen.getByRole("list", { name: "Ratings from 5 stars to 1" })).getAllByRole("listitem");
    expect(bars.map((bar) => bar.textContent)).toEqual(["5 stars2", "4 stars0", "3 stars2", "2 stars0", "1 star0"]);
  });

  test("'No reviews yet.' without reviews", () => {
    render(<RatingSummary summary={{ average: null, count: 0, distribution: [] }} />);
    expect(screen.getByText("No reviews yet.")).toBeTruthy();
    render(<RatingLine average={null} count={0} />);
    expect(screen.getByText("No reviews yet")).toBeTruthy();
  });
});

describe("ReviewList", () => {
  test("each review: the buyer or 'Unknown buyer', stars, model, comment or 'No comment left.', en-GB date, the reply", () => {
    render(<ReviewList reviews={summary.recent} replySlot={(review) => <p>Reply form for {review.id}</p>} />);
    const first = screen.getByRole("article", { name: "Review by Dora Baker" });
    expect(first.textContent).toContain("P110-3 · 20 Nov 2026");
    expect(first.textContent).toContain("Delivered on the day agreed.");
    expect(first.textContent).toContain("Reply from the seller · 21 Nov 2026");
    expect(first.textContent).not.toContain("Reply form");
    const second = screen.getByRole("article", { name: "Review by Unknown buyer" });
    expect(within(second).getByRole("img", { name: "Rated 3 out of 5" })).toBeTruthy();
    expect(second.textContent).toContain("No comment left.");
    expect(second.textContent).toContain("Reply form for r2");
  });
});
