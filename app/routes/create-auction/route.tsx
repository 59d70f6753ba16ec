import type { DefaultValue } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction, SerializeFrom } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { DefaultSubmitButton, ErrorSummary } from "~/components/forms";
import { form as formStyle } from "~/components/forms.css";
import * as page from "~/components/page.css";
import { getFormProps } from "~/utils/conform-helpers";
import { pageMeta } from "~/utils/seo";
import { useFormValidatedOnFirstUse } from "~/utils/validation-on-first-use";
import type { CreateAuctionActionData } from "./actions.server";
import { createAuctionAction, createAuctionLoader } from "./create-auction.server";
import { AuctionSettingsCard } from "./parts/auction-settings-card";
import { CommissionOverdue } from "./parts/commission-overdue";
import { EditAuctionForm } from "./parts/edit-auction-form";
import { GeneratorDetailsCard } from "./parts/generator-details-card";
import { ImagesCard } from "./parts/images-card";
import { ReviewAuction } from "./parts/review-auction";
import { SellersOnly } from "./parts/sellers-only";
import type { CreateAuctionInput } from "./schema";
import * as styles from "./styles.css";

/**
 * /create-auction (docs/spec/02-auctions-and-seller-tools.md §2 "Create auction", §5, §9; docs/auctions.md): a signed-in seller
 * describes their generator, uploads its images, pays the £49.95 admin fee and creates a
 * timed auction. One form whose buttons (Upload Images, Remove, Keep, Pay Admin Fee, Review
 * Auction) are each a plain submit that comes back to the filled form, so it all works without
 * JavaScript; Review Auction answers with the checked auction as buyers will see it, whose
 * Confirm makes it live at /auctions/{id} and Edit comes back to the form. Images are stored as they are
 * uploaded and wait in the seller's folder; the fee is paid before the auction exists;
 * create_auction makes the auction from both in one transaction (see actions.server.ts).
 * Visitors go through the sign-in gate and come back; buyers read that auctions are for
 * sellers. With ?edit={id} it is the seller's edit form for one of their live auctions
 * without bids: its details only (edit.server.ts, parts/edit-auction-form.tsx).
 */

export async function loader(args: LoaderFunctionArgs) {
  return createAuctionLoader(args);
}

export async function action(args: ActionFunctionArgs) {
  return createAuctionAction(args);
}

export default function CreateAuctionPage() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={page.pageTitle}>{data.heading.title}</h1>
        <p className={page.lead}>{data.heading.lead}</p>
      </header>
      {data.view === "edit" ? (
        <EditAuctionForm
          auction={data.auction}
          readOnly={data.readOnly}
          maxYear={data.maxYear}
          options={data.options}
          costOptions={data.costOptions}
          constraint={data.constraint}
          lastResult={actionData?.result}
        />
      ) : data.view === "create" && actionData && "review" in actionData && actionData.review ? (
        <ReviewAuction review={actionData.review} images={data.images} />
      ) : data.view === "create" ? (
        <CreateAuctionForm data={data} actionData={actionData} />
      ) : data.view === "commission-overdue" ? (
        <CommissionOverdue charge={data.charge} />
      ) : (
        <SellersOnly />
      )}
    </div>
  );
}

type CreateData = Extract<ReturnType<typeof useLoaderData<typeof loader>>, { view: "create" }>;

function CreateAuctionForm({ data, actionData }: { data: CreateData; actionData?: SerializeFrom<CreateAuctionActionData> }) {
  const { maxYear } = data;
  const [form, fields, loadValidation] = useFormValidatedOnFirstUse(
    () => import("./schema").then((schema) => schema.createAuctionSchema({ maxYear })),
    {
      id: "create-auction",
      lastResult: actionData?.result,
      defaultValue: data.defaultValue as DefaultValue<CreateAuctionInput>,
      constraint: data.constraint,
      // Upload, Remove, Keep and Pay are sent as they are (formNoValidate); only Review is checked.
      shouldValidate: "onBlur",
      shouldRevalidate: "onInput",
    },
  );
  // The form's images (uploaded or kept in it, as the last post answered, else as kept while
  // paying the fee) in their order; the seller's other waiting uploads are an unfinished
  // auction's, offered apart and never used unless kept (docs/auctions.md).
  const carried = actionData?.images ?? data.formImages;
  const images = carried.flatMap((name) => data.images.filter((image) => image.name === name));
  const leftovers = data.images.filter((image) => !carried.includes(image.name));
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      noValidate
      className={`${formStyle} ${styles.form}`}
      onFocus={loadValidation}
    >
      <DefaultSubmitButton value="review" />
      <ErrorSummary form={form} />
      <GeneratorDetailsCard fields={fields} options={data.options} postcode={fields.postcode} />
      <ImagesCard images={images} leftovers={leftovers} maxImages={data.maxImages} help={data.imagesHelp} messages={actionData?.imageMessages} errors={fields.images.errors} errorId={fields.images.errorId} />
      <AuctionSettingsCard
        fields={fields}
        durations={data.durations}
        costOptions={data.costOptions}
        fee={{ paymentId: data.feePaymentId, amount: data.feeAmount, justPaid: Boolean(actionData?.feePaid), testMode: data.testMode }}
      />
    </Form>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data?.heading ?? { title: "Create Generator Auction" });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
