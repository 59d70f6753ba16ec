import { getFormProps, useForm, type DefaultValue } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, type SerializeFrom } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useMemo } from "react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { DefaultSubmitButton, ErrorSummary } from "~/components/forms";
import { form as formStyle } from "~/components/forms.css";
import * as page from "~/components/page.css";
import { DEFAULT_AUCTION_CONDITION, DEFAULT_AUCTION_DURATION_DAYS, DEFAULT_WARRANTY_MONTHS, MAX_AUCTION_IMAGES } from "~/content/auctions";
import { auctionAdminFee } from "~/content/plans";
import { getPendingAuctionImages, getUnusedAuctionFee } from "~/models/own-auction.server";
import { requireUser } from "~/utils/auth.server";
import { failedToLoad } from "~/utils/errors.server";
import { validateUnlessFormNoValidate } from "~/utils/form-validation";
import { getPaymentProvider } from "~/utils/payments.server";
import { pageMeta } from "~/utils/seo";
import { createSupabaseServerClient } from "~/utils/supabase.server";
import { roleFlags } from "~/utils/user";
import { maxGeneratorYear } from "~/utils/validation";
import { formAsSent, handleForm, type CreateAuctionActionData } from "./actions.server";
import { detailsFormValues, requireOwnAuction, saveAuctionDetails, whyReadOnly } from "./edit.server";
import { AuctionSettingsCard } from "./parts/auction-settings-card";
import { EditAuctionForm } from "./parts/edit-auction-form";
import { GeneratorDetailsCard } from "./parts/generator-details-card";
import { ImagesCard } from "./parts/images-card";
import { SellersOnly } from "./parts/sellers-only";
import { createAuctionMessages, createAuctionSchema, IntentSchema, type CreateAuctionInput } from "./schema";
import * as styles from "./styles.css";

/**
 * /create-auction (spec 02 §2 "Create auction", §5, §9; issue 14): a signed-in seller
 * describes their generator, uploads its images, pays the £49.95 admin fee and creates a
 * timed auction, which goes live at once at /auctions/{id}. One form with four buttons
 * (Upload Images, Remove, Pay Admin Fee, Create Auction), each a plain submit that comes back
 * to the filled form, so it all works without JavaScript. Images are stored as they are
 * uploaded and wait in the seller's folder; the fee is paid before the auction exists;
 * create_auction makes the auction from both in one transaction (see actions.server.ts).
 * Visitors go through the sign-in gate and come back; buyers read that auctions are for
 * sellers. With ?edit={id} it is the seller's edit form for one of their live auctions
 * without bids: its details only (edit.server.ts, parts/edit-auction-form.tsx).
 */

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const { supabase, headers } = createSupabaseServerClient(request, context);
  const editId = new URL(request.url).searchParams.get("edit");
  if (editId !== null) {
    const auction = await requireOwnAuction(supabase, user.id, editId, headers);
    return json(
      {
        view: "edit" as const,
        auction: {
          id: auction.id,
          values: detailsFormValues(auction),
          startingPrice: auction.starting_price,
          reservePrice: auction.reserve_price,
          endsAt: auction.auction_end_date,
        },
        readOnly: whyReadOnly(auction),
        maxYear: maxGeneratorYear(),
      },
      { headers },
    );
  }
  if (!roleFlags(user).isSeller) {
    return json({ view: "sellers-only" as const }, { status: 403, headers });
  }
  const [pending, unused] = await Promise.all([getPendingAuctionImages(supabase), getUnusedAuctionFee(supabase, user.id)]);
  if (pending.error) failedToLoad("create auction: uploaded images", pending.error, headers);
  if (unused.error) failedToLoad("create auction: admin fee", unused.error, headers);
  return json(
    {
      view: "create" as const,
      images: pending.images,
      feePaymentId: unused.fee?.id ?? null,
      feeAmount: auctionAdminFee,
      testMode: getPaymentProvider(context).testMode,
      maxYear: maxGeneratorYear(),
      maxImages: MAX_AUCTION_IMAGES,
    },
    { headers },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const editId = new URL(request.url).searchParams.get("edit");
  if (editId !== null) {
    const user = await requireUser(request, context);
    const { supabase, headers } = createSupabaseServerClient(request, context);
    return saveAuctionDetails({ request, context, supabase, headers, userId: user.id, editId, formData: await request.formData() });
  }
  const user = await requireUser(request, context, { signedOutMessage: createAuctionMessages.signedOut });
  const { supabase, headers } = createSupabaseServerClient(request, context);
  const formData = await request.formData();
  if (!roleFlags(user).isSeller) {
    return json<CreateAuctionActionData>(
      { result: formAsSent(formData, { formErrors: ["Only sellers can create auctions"] }) },
      { status: 403, headers },
    );
  }
  const intent = IntentSchema.safeParse(formData.get("intent") ?? "create");
  if (!intent.success) {
    return json<CreateAuctionActionData>({ result: formAsSent(formData, { formErrors: ["Unknown action"] }) }, { status: 400, headers });
  }
  return handleForm({ request, context, supabase, headers, userId: user.id, formData, intent: intent.data });
}

export default function CreateAuctionPage() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  if (data.view === "edit") {
    return (
      <div className={styles.page}>
        <header className={styles.header}>
          <h1 className={page.pageTitle}>Edit Generator Auction</h1>
          <p className={page.lead}>Correct or add to how your generator is described, while nobody has bid on it.</p>
        </header>
        <EditAuctionForm auction={data.auction} readOnly={data.readOnly} maxYear={data.maxYear} lastResult={actionData?.result} />
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={page.pageTitle}>Create Generator Auction</h1>
        <p className={page.lead}>Let buyers compete for your generator: set a starting price, an optional reserve and how long bidding runs.</p>
      </header>
      {data.view === "create" ? <CreateAuctionForm data={data} actionData={actionData} /> : <SellersOnly />}
    </div>
  );
}

type CreateData = Extract<ReturnType<typeof useLoaderData<typeof loader>>, { view: "create" }>;

function CreateAuctionForm({ data, actionData }: { data: CreateData; actionData?: SerializeFrom<CreateAuctionActionData> }) {
  const schema = useMemo(() => createAuctionSchema({ maxYear: data.maxYear }), [data.maxYear]);
  const [form, fields] = useForm<CreateAuctionInput>({
    id: "create-auction",
    lastResult: actionData?.result,
    defaultValue: {
      condition: DEFAULT_AUCTION_CONDITION,
      auctionDuration: String(DEFAULT_AUCTION_DURATION_DAYS),
      warrantyLength: String(DEFAULT_WARRANTY_MONTHS),
    } as DefaultValue<CreateAuctionInput>,
    constraint: getZodConstraint(schema),
    // Upload, Remove and Pay are sent as they are (formNoValidate); only Create is checked.
    onValidate: validateUnlessFormNoValidate(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} noValidate className={`${formStyle} ${styles.form}`}>
      <DefaultSubmitButton value="create" />
      <ErrorSummary form={form} />
      <GeneratorDetailsCard fields={fields} maxYear={data.maxYear} />
      <ImagesCard images={data.images} maxImages={data.maxImages} messages={actionData?.imageMessages} errors={fields.images.errors} errorId={fields.images.errorId} />
      <AuctionSettingsCard
        fields={fields}
        fee={{ paymentId: data.feePaymentId, amount: data.feeAmount, justPaid: Boolean(actionData?.feePaid), testMode: data.testMode }}
      />
    </Form>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data?.view === "edit"
    ? pageMeta({ title: "Edit Generator Auction", description: "Change the details of your generator auction while it has no bids." })
    : pageMeta({
    title: "Create Generator Auction",
    description: "Auction your generator on GenMarket: photos, specification, starting price, optional reserve and 3 to 14 days of bidding.",
  });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
