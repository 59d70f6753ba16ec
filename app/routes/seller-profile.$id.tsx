import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";

/** /seller-profile/{id}: the original product's link to a seller's page, which never existed; the page is /seller/{id}. */
export async function loader({ params }: LoaderFunctionArgs) {
  return redirect(`/seller/${encodeURIComponent(params.id ?? "")}`, 301);
}
