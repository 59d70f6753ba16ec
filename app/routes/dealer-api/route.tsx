import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PageHero } from "~/components/page-hero";
import { Section } from "~/components/sections";
import { publicPageHeaders } from "~/utils/cache";
import { pageMeta } from "~/utils/seo";
import { apiReference, type ReferenceEndpoint, type ReferenceField } from "./reference.server";
import * as styles from "./styles.css";

export async function loader({ request }: LoaderFunctionArgs) {
  return json(apiReference(new URL(request.url).origin));
}

export const headers = publicPageHeaders;

/** The endpoints in the page's sections, by what they are about. */
const groups = [
  { id: "listings", title: "Listings", holds: (endpoint: ReferenceEndpoint) => endpoint.path.startsWith("/listings") && !endpoint.path.includes("/photos") },
  { id: "photos", title: "Photos", holds: (endpoint: ReferenceEndpoint) => endpoint.path.includes("/photos") },
  { id: "enquiries", title: "Enquiries", holds: (endpoint: ReferenceEndpoint) => endpoint.path.startsWith("/enquiries") },
  { id: "auctions", title: "Auctions", holds: (endpoint: ReferenceEndpoint) => endpoint.path.startsWith("/auctions") },
];

export default function DealerApiPage() {
  const reference = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero
        eyebrow="Trade Premium"
        title="Dealer API reference"
        lead="Add, change and withdraw your stock on GenMarket from your own system, and read your enquiries and auctions, with an API key from the sellers portal."
        links={[
          { to: "/sellers-portal?tab=api", label: "Make an API key" },
          { to: "/trade-sellers", label: "Compare trade packages" },
        ]}
      />
      <Section id="start" title="Getting started" headingId="start-heading" prose>
        <p>
          <Words text={reference.description} />
        </p>
        <p>
          Every address below starts with <code className={styles.path}>{reference.baseUrl}</code>. Send your key as{" "}
          <code>Authorization: Bearer &lt;key&gt;</code> and bodies as JSON. Refusals are problem details (RFC 9457) with a{" "}
          <code>detail</code> in words and, for a refused field, <code>errors</code> naming each. A key makes up to 120 requests a minute;
          send an <code>Idempotency-Key</code> with a POST to retry it safely.
        </p>
        <p>
          The same reference for your tools: <Link to="/api/v1/openapi.json" reloadDocument>the OpenAPI 3.1 document</Link>.
        </p>
      </Section>
      <Section id="fields" title="A listing's fields" headingId="fields-heading" prose band>
        <p>The bulk upload template&apos;s columns, read by the same rules: lists by value or label in any case, prices and power as numbers or as people write them.</p>
        <Fields fields={reference.listingFields} />
      </Section>
      {groups.map((group, index) => (
        <Section key={group.id} id={group.id} title={group.title} headingId={`${group.id}-heading`} prose band={index % 2 === 1}>
          {reference.endpoints.filter(group.holds).map((endpoint) => (
            <Endpoint key={endpoint.id} endpoint={endpoint} />
          ))}
        </Section>
      ))}
    </>
  );
}

function Endpoint({ endpoint }: { endpoint: ReferenceEndpoint }) {
  return (
    <article className={styles.endpoint} aria-labelledby={`${endpoint.id}-title`}>
      <h3 id={`${endpoint.id}-title`} className={styles.endpointTitle}>
        <span className={styles.method}>{endpoint.method}</span> <span className={styles.path}>{endpoint.path}</span>
      </h3>
      <p>
        <Words text={endpoint.summary} />
      </p>
      {endpoint.parameters.length ? (
        <>
          <h4 className={styles.subheading}>Parameters</h4>
          <Fields fields={endpoint.parameters} />
        </>
      ) : null}
      {endpoint.body ? (
        <>
          <h4 className={styles.subheading}>Body ({endpoint.body.contentType})</h4>
          {endpoint.body.fields.length ? <Fields fields={endpoint.body.fields} /> : null}
        </>
      ) : null}
      <h4 className={styles.subheading}>Answers</h4>
      <dl className={styles.answers}>
        {endpoint.answers.map((answer) => (
          <div key={answer.status}>
            <dt>{answer.status}</dt>
            <dd>
              <Words text={answer.description} />
            </dd>
          </div>
        ))}
      </dl>
    </article>
  );
}

/** The document's words (CommonMark): its `code` spans as code, the rest as text. */
function Words({ text }: { text: string }) {
  return (
    <>
      {text.split("`").map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part))}
    </>
  );
}

function Fields({ fields }: { fields: ReferenceField[] }) {
  return (
    <dl className={styles.fields}>
      {fields.map((field) => (
        <div key={field.name}>
          <dt>
            <code>{field.name}</code> {field.required ? <span className={styles.required}>required</span> : null}
          </dt>
          <dd>
            {field.type}
            {field.description ? (
              <>
                . <Words text={field.description} />
              </>
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Dealer API reference",
    description: "GenMarket's dealer API: add, change and withdraw listings by your stock number, upload photos, and read enquiries and auctions, with Trade Premium.",
  });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
