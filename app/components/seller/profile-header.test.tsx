import { createRemixStub } from "@remix-run/testing";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import type { SellerCard } from "~/models/seller.server";
import { ProfileHeader, responseTime } from "./profile-header";

afterEach(cleanup);

const card: SellerCard = {
  id: "a0000000-0000-4000-8000-000000000003",
  full_name: "Rachel Okafor",
  company_name: "Midland Generator Exchange Ltd",
  image_url: null,
  location: "Tyseley, Birmingham",
  user_type: "trade_seller",
  verified: true,
  member_since: "2025-03-26T10:00:00Z",
  rating_average: 4.75,
  review_count: 12,
  active_listings: 7,
  conversations_90_days: 9,
  response_rate: 89,
  median_response_minutes: 95,
};

function renderHeader(props: Parameters<typeof ProfileHeader>[0]) {
  const Stub = createRemixStub([{ path: "/", Component: () => <ProfileHeader {...props} /> }]);
  render(<Stub />);
}

describe("ProfileHeader", () => {
  test("the own variant: photo link, public profile link, and the stats strip from the card", () => {
    renderHeader({ card, variant: "own" });
    expect(screen.getByRole("heading", { level: 2, name: "Rachel Okafor" })).toBeTruthy();
    expect(screen.getByText("Midland Generator Exchange Ltd")).toBeTruthy();
    expect(screen.getByText("Member since March 2025")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Upload Photo" }).getAttribute("href")).toBe("/sellers-portal?tab=profile#profile");
    expect(screen.getByRole("link", { name: "View Public Profile" }).getAttribute("href")).toBe(`/seller/${card.id}`);
    const stats = Object.fromEntries(
      [...document.querySelectorAll("dl > div")].map((pair) => [pair.querySelector("dt")!.textContent, pair.querySelector("dd")!.textContent]),
    );
    expect(stats).toEqual({ Rating: "4.8 (12 reviews)", "Active listings": "7", "Response time": "Within 2 hours", Status: "Verified" });
  });

  test("the public variant: the name as the page's h1, 'Unknown Seller' without one, Pending and no reviews", () => {
    renderHeader({ card: { ...card, full_name: " ", image_url: "/avatars/x.png", verified: false, review_count: 0, rating_average: null }, variant: "public" });
    expect(screen.getByRole("heading", { level: 1, name: "Unknown Seller" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "View Public Profile" })).toBeNull();
    expect(screen.queryByRole("link", { name: /Photo/ })).toBeNull();
    expect(screen.getByRole("img", { name: "Unknown Seller" }).getAttribute("src")).toBe("/avatars/x.png");
    expect(screen.getByText("No reviews yet")).toBeTruthy();
    expect(screen.getByText("Pending")).toBeTruthy();
  });

  test("response time in words", () => {
    expect(responseTime(null)).toBe("Not enough messages yet");
    expect(responseTime(0)).toBe("Within 1 minute");
    expect(responseTime(45)).toBe("Within 45 minutes");
    expect(responseTime(60)).toBe("Within 1 hour");
    expect(responseTime(200)).toBe("Within 3 hours");
    expect(responseTime(60 * 30)).toBe("Within 1 day");
    expect(responseTime(60 * 60)).toBe("Within 3 days");
  });
});
