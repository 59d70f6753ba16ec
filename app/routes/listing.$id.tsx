import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";

/** /listing/{id} is the old address of a listing (docs/spec/01-marketplace-core.md §2): a permanent redirect. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { search } = new URL(request.url);
  return redirect(`/listings/${encodeURIComponent(params.id ?? "")}${search}`, 301);
}
