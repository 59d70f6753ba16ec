import { createRemixStub } from "@remix-run/testing";
import { cleanup, render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, test } from "vitest";
import { CardList, CtaBand, Section } from "./sections";

afterEach(cleanup);

/** Renders inside a route, as Remix links need a router. */
async function renderPage(page: ReactNode) {
  const Stub = createRemixStub([{ path: "/", Component: () => <>{page}</> }]);
  render(<Stub />);
  await screen.findByRole("region");
}

describe("Section", () => {
  test("is a region named by its h2, with its lead and content", async () => {
    await renderPage(
      <Section title="Buyer plans" headingId="plans-heading" lead="Browsing is free." band>
        <p>The plans</p>
      </Section>,
    );
    const region = screen.getByRole("region", { name: "Buyer plans" });
    expect(within(region).getByRole("heading", { level: 2, name: "Buyer plans" })).toBeTruthy();
    expect(within(region).getByText("Browsing is free.")).toBeTruthy();
    expect(within(region).getByText("The plans")).toBeTruthy();
  });

  test("without a heading is a region named by its label", async () => {
    await renderPage(
      <Section label="GenMarket in numbers">
        <p>10,000+</p>
      </Section>,
    );
    expect(screen.getByRole("region", { name: "GenMarket in numbers" })).toBeTruthy();
    expect(screen.queryByRole("heading")).toBeNull();
  });

  test("a hidden title still names the region for screen readers", async () => {
    await renderPage(
      <Section title="The three categories" headingId="categories-heading" titleHidden>
        <p>Cards</p>
      </Section>,
    );
    expect(screen.getByRole("region", { name: "The three categories" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "The three categories" })).toBeTruthy();
  });
});

describe("CardList", () => {
  const steps = [
    { title: "List it", text: "Five steps." },
    { title: "Sell it", text: "No commission." },
  ];

  test("numbered steps are an ordered list with an h3 and the text per card", async () => {
    await renderPage(
      <Section title="How it works" headingId="how-heading">
        <CardList items={steps} numbered />
      </Section>,
    );
    const list = screen.getByRole("list");
    expect(list.tagName).toBe("OL");
    expect(within(list).getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual([
      "List it",
      "Sell it",
    ]);
    expect(within(list).getByText("No commission.")).toBeTruthy();
  });

  test("cards under a subheading take h4, with a badge and more content", async () => {
    await renderPage(
      <Section title="Fees" headingId="fees-heading">
        <CardList items={steps} headingLevel={4} label="Steps" badge={(step) => <span>{step.title} badge</span>}>
          {(step) => <a href={`#${step.title}`}>More on {step.title}</a>}
        </CardList>
      </Section>,
    );
    const list = screen.getByRole("list", { name: "Steps" });
    expect(list.tagName).toBe("UL");
    expect(within(list).getAllByRole("heading", { level: 4 })).toHaveLength(2);
    expect(within(list).getByText("Sell it badge")).toBeTruthy();
    expect(within(list).getByRole("link", { name: "More on Sell it" })).toBeTruthy();
  });
});

describe("CtaBand", () => {
  test("is a region named by its h2, with a link into the app and one to a place on the page", async () => {
    await renderPage(
      <CtaBand
        headingId="cta-heading"
        title="Ready to list?"
        text="Reviewed within 24 hours."
        links={[
          { to: "/sell-generator", label: "Sell Your Generator" },
          { to: "#wizard", label: "Start Your Listing" },
        ]}
      />,
    );
    const band = screen.getByRole("region", { name: "Ready to list?" });
    expect(within(band).getByText("Reviewed within 24 hours.")).toBeTruthy();
    expect(within(band).getByRole("link", { name: "Sell Your Generator" }).getAttribute("href")).toBe("/sell-generator");
    expect(within(band).getByRole("link", { name: "Start Your Listing" }).getAttribute("href")).toBe("#wizard");
  });
});
