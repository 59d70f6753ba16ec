import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PageHero } from "~/components/page-hero";
import { underHero } from "~/components/page.css";
import { publicPageHeaders } from "~/utils/cache";
import { pageMeta } from "~/utils/seo";
import { faqData } from "./faq.server";
import * as styles from "./styles.css";

export async function loader() {
  return faqData();
}

export const headers = publicPageHeaders;

/**
 * Questions grouped under h2 headings, each a <details> that opens without JavaScript, so
 * the page is one scan of questions; a group's link in the contents jumps to it.
 */
export default function FaqPage() {
  const { groups } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero
        eyebrow="Help"
        title="Frequently asked questions"
        lead="How buying, bidding and selling work on GenMarket, what it costs, and what happens to your data."
      />
      <div className={underHero}>
        <nav aria-label="Questions by topic" className={styles.contents}>
          <ul>
            {groups.map((group) => (
              <li key={group.id}>
                <a href={`#${group.id}`}>{group.heading}</a>
              </li>
            ))}
          </ul>
        </nav>
        {groups.map((group) => (
          <section key={group.id} aria-labelledby={group.id} className={styles.group}>
            <h2 id={group.id} className={styles.groupHeading}>
              {group.heading}
            </h2>
            {group.questions.map((item) => (
              <details key={item.question} className={styles.question}>
                <summary className={styles.summary}>{item.question}</summary>
                <div className={styles.answer}>
                  {item.answer.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                  {item.link ? (
                    <p>
                      <Link to={item.link.to}>{item.link.label}</Link>
                    </p>
                  ) : null}
                </div>
              </details>
            ))}
          </section>
        ))}
        <p>
          Not answered here? <Link to="/contact">Contact us</Link>: we reply within 24 hours.
        </p>
      </div>
    </>
  );
}

export const meta: MetaFunction = () =>
  pageMeta({
    title: "FAQ",
    description:
      "Answers for buyers and sellers: paying safely, bidding, reserves and auction endings, listing prices and periods, photos, hire quotes and your data.",
  });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
