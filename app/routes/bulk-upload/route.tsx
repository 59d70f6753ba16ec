import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import * as page from "~/components/page.css";
import { pageMeta } from "~/utils/seo";
import { bulkUploadAction, bulkUploadLoader } from "./bulk-upload.server";
import type { BulkUploadActionData } from "./import.server";
import { ImportHistory } from "./parts/import-history";
import { ImportPreview } from "./parts/import-preview";
import { SellersOnly } from "./parts/sellers-only";
import { TemplateColumns } from "./parts/template-columns";
import { TradePackageNote } from "./parts/trade-package-note";
import { UploadForm } from "./parts/upload-form";
import * as styles from "./styles.css";

/**
 * /bulk-upload (docs/spec/02-auctions-and-seller-tools.md §2 "Bulk upload"; docs/bulk-upload.md): a seller uploads a CSV of their stock
 * (the one template, documented here), sees a preview stored on the server (?import=: what
 * will be created, updated, and what fails, row by row), and confirms it, applied all or
 * none by confirm_listing_import. Plain multipart posts and pages, so it all works without
 * JavaScript. Visitors are sent to sign in and come back; buyers read that it is for sellers.
 */

export async function loader(args: LoaderFunctionArgs) {
  return bulkUploadLoader(args);
}

export async function action(args: ActionFunctionArgs) {
  return bulkUploadAction(args);
}

export default function BulkUploadPage() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<BulkUploadActionData>();
  return (
    <div className={page.container}>
      <div className={styles.layout}>
        <div>
          <h1 className={page.pageTitle}>Bulk Upload</h1>
          <p className={page.lead}>Add and update many listings at once from one CSV file, checked row by row before anything changes.</p>
        </div>
        {data.view === "sellers-only" ? (
          <SellersOnly />
        ) : (
          <>
            {data.tradePackage && !data.preview?.applied ? <TradePackageNote tradePackage={data.tradePackage} /> : null}
            {data.preview ? <ImportPreview preview={data.preview} newRowsBecome={data.newRowsBecome} formErrors={actionData?.formErrors} /> : <UploadForm actionData={actionData} {...data.upload} />}
            <ImportHistory imports={data.history} />
            {data.preview ? null : <TemplateColumns />}
          </>
        )}
      </div>
    </div>
  );
}

export const meta: MetaFunction = () =>
  pageMeta({ title: "Bulk Upload", description: "Upload many generator listings at once from a CSV file, previewed row by row before anything changes." });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
