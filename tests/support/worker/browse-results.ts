/**
 * A browse page's results as the worker tests read them from its HTML (/listings, /auctions):
 * its cards in order, each one's id and the distance it shows (null: none), and the count it
 * states ("12 generators found", "3 auctions found").
 */
const cards = {
  listing: { article: /<article id="listing-/, count: />(\d[\d,]*) generators? found</ },
  auction: { article: /<article id="auction-/, count: />(\d[\d,]*) auctions? found</ },
};

export function browseResults(html: string, kind: keyof typeof cards) {
  const page = html.replaceAll("<!-- -->", "");
  const found = page
    .split(cards[kind].article)
    .slice(1)
    .map((card) => ({
      id: card.slice(0, 36),
      distance: card.match(/· (Under 1 mile|[\d,]+ miles? away)</)?.[1] ?? null,
    }));
  const count = page.match(cards[kind].count)?.[1];
  return { html: page, cards: found, count: count === undefined ? undefined : Number(count.replace(/,/g, "")) };
}

/** The titles of a browse page's cards, in order, from its document (the visitor's page). */
export const cardTitles = (document: Document) => [...document.querySelectorAll("#results article h3")].map((title) => title.textContent?.trim());

/** The `<input>` named `name` in the page, "" when there is none. */
export const inputNamed = (html: string, name: string) => html.match(new RegExp(`<input[^>]*name="${name}"[^>]*>`))?.[0] ?? "";
