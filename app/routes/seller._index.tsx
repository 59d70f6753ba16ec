import { json, type MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { ErrorPage } from "~/components/error-boundary";
import * as page from "~/components/page.css";
import { button } from "~/components/ui/button.css";
import { pageMeta } from "~/utils/seo";

/** /seller/ without a seller's id (docs/spec/02-auctions-and-seller-tools.md: 'No seller specified.'), as a 404 page. */
export function loader() {
  return json(null, { status: 404 });
}

export default function NoSellerSpecified() {
  return (
    <ErrorPage
      status={404}
      title="No seller specified."
      action={
        <Link to="/listings" className={button.primary}>
          Browse All Generators
        </Link>
      }
    >
      <p className={page.lead}>A seller&apos;s page is reached from their listings and auctions.</p>
    </ErrorPage>
  );
}

export const meta: MetaFunction = () => pageMeta({ title: "No seller specified" });
