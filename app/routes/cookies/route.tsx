import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import * as page from "~/components/page.css";
import * as sections from "~/components/sections.css";
import { company } from "~/content/company";
import type { SiteCookie } from "~/content/cookies";
import { publicPageHeaders } from "~/utils/cache";
import { pageMeta } from "~/utils/seo";
import { cookiePolicyData } from "./cookies.server";
import * as styles from "./styles.css";

/** The same page for everyone: the list comes from content/cookies.ts, which a worker test keeps true. */
export async function loader() {
  return cookiePolicyData();
}

export const headers = publicPageHeaders;

export default function CookiePolicyPage() {
  const { cookies, allEssential } = useLoaderData<typeof loader>();
  return (
    <div className={page.container}>
      <article className={`${page.card} ${sections.prose}`}>
        <h1 className={page.pageTitle}>Cookie Policy</h1>
        <p>
          <em>Last updated 29 November 2026</em>
        </p>
        <p>
          A cookie is a small file a website asks your browser to keep and send back with each visit. This page lists
          every cookie {company.name} sets, what it is for and how long it lasts.
        </p>

        <section className={sections.prose} aria-labelledby="no-banner-heading">
          <h2 id="no-banner-heading">Why there is no cookie banner</h2>
          {allEssential ? (
            <>
              <p>
                We only set cookies that are strictly necessary for something you have asked for: signing in, sending a
                form, keeping what you typed while you sign in or pay. We use no advertising, analytics or tracking
                cookies, and nothing from other companies runs on our pages.
              </p>
              <p>
                UK law (regulation 6 of the Privacy and Electronic Communications Regulations 2003, “PECR”) asks a
                site to get your consent before it stores anything on your device, except where that is strictly
                necessary to provide a service you have asked for. The Information Commissioner&rsquo;s Office explains
                this “strictly necessary” exception in its <cite>Guidance on the use of storage and access
                technologies</cite>: the site must still tell you what it stores and why, but need not ask. Every cookie
                below falls under that exception, which is why we do not ask you to accept cookies, and why this page
                lists them all.
              </p>
              <p>If we ever want to set a cookie that is not strictly necessary, we will ask you first.</p>
            </>
          ) : (
            <p>Some cookies below are not strictly necessary: we ask for your consent before setting them.</p>
          )}
        </section>

        <section className={sections.prose} aria-labelledby="cookie-list-heading">
          <h2 id="cookie-list-heading">The cookies we set</h2>
          <p>
            All of them are first-party (set by {company.name}&rsquo;s own address), cannot be read by the page&rsquo;s
            scripts, and are sent only over a secure connection on the live site. None is set when you simply browse, and we keep nothing else in your browser (no local storage).
          </p>
          <ul className={styles.cookieList}>
            {cookies.map((cookie) => (
              <li key={cookie.name} className={styles.cookie}>
                <CookieFacts cookie={cookie} />
              </li>
            ))}
          </ul>
        </section>

        <section className={sections.prose} aria-labelledby="other-sites-heading">
          <h2 id="other-sites-heading">Other sites</h2>
          <p>
            When you pay a fee by card you leave {company.name} for Stripe&rsquo;s payment page, which sets its own
            cookies to take the payment safely and prevent fraud. Those are Stripe&rsquo;s, under Stripe&rsquo;s
            cookie policy, and are not set on our pages.
          </p>
        </section>

        <section className={sections.prose} aria-labelledby="control-heading">
          <h2 id="control-heading">Controlling cookies</h2>
          <p>
            Your browser&rsquo;s settings let you see and delete cookies, or block them. If you block ours, you can still
            browse listings and auctions, but you will not be able to sign in, and forms that need a picture check will
            not send.
          </p>
          <p>
            How we handle your personal data is in our <Link to="/privacy">Privacy Policy</Link>. Questions: email{" "}
            {company.privacyEmail}.
          </p>
        </section>
      </article>
    </div>
  );
}

/** One cookie: its name as the heading, then what it is for, when it is set, how long it lasts and why it is needed. */
function CookieFacts({ cookie }: { cookie: SiteCookie }) {
  return (
    <>
      <h3 className={styles.cookieName}>
        <code>{cookie.name}</code>
      </h3>
      <dl className={sections.termList}>
        <div>
          <dt>Purpose</dt>
          <dd>{cookie.purpose}</dd>
        </div>
        <div>
          <dt>Set</dt>
          <dd>{cookie.setWhen}</dd>
        </div>
        <div>
          <dt>Lifetime</dt>
          <dd>{cookie.lifetime}</dd>
        </div>
        <div>
          <dt>{cookie.essential ? "Strictly necessary" : "Not strictly necessary"}</dt>
          <dd>{cookie.why}</dd>
        </div>
        {cookie.chunked ? (
          <div>
            <dt>Split when long</dt>
            <dd>
              A long value is split over <code>{cookie.name}.0</code>, <code>{cookie.name}.1</code> and so on.
            </dd>
          </div>
        ) : null}
      </dl>
    </>
  );
}

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Cookie Policy",
    description:
      "Every cookie GenMarket sets, what it is for and how long it lasts. We set only strictly necessary cookies, so there is no cookie banner.",
  });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
