import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary, ListingNotFoundPage } from "~/components/error-boundary";
import { pageMeta } from "~/utils/seo";
import { BasicInfoStep } from "./parts/basic-info-step";
import { DraftChoice } from "./parts/draft-choice";
import { Landing } from "./parts/landing";
import { ListingSummary } from "./parts/listing-summary";
import { PhotosStep } from "./parts/photos-step";
import { PricingStep } from "./parts/pricing-step";
import { ReviewStep } from "./parts/review-step";
import { SpecsStep } from "./parts/specs-step";
import { StatusPanel } from "./parts/status-panel";
import { StepIndicator } from "./parts/step-indicator";
import { sellGeneratorAction, sellGeneratorLoader } from "./sell-generator.server";
import * as styles from "./styles.css";

/**
 * /sell-generator: the landing and the five-step listing wizard (docs/spec/01-marketplace-core.md §2, §4, §5).
 *
 * Every step is a form posted here, validated with its step's schema and merged into a
 * draft listing owned by the seller (status draft), then the next step is shown; the step
 * is in the URL (?step=), and the listing once it exists (?edit=). A signed-out visitor's
 * first two steps live in a signed cookie; photos, Save Draft and Publish ask them to sign
 * in, and their cookie draft then becomes a draft in the database. What each step's buttons
 * do is in wizard.server.ts; sell-generator.server.ts decides who may; this module shows the steps.
 *
 * A listing that is live (active) is edited through the same steps, and each step's
 * changes apply to it straight away, without a new payment or review: the team reviewed
 * the seller and the generator when it went live, and the listing period is already paid
 * for. Pending (under review), expired and sold listings are read-only here.
 */

export async function loader(args: LoaderFunctionArgs) {
  return sellGeneratorLoader(args);
}

export async function action(args: ActionFunctionArgs) {
  return sellGeneratorAction(args);
}

export default function SellGeneratorPage() {
  const data = useLoaderData<typeof loader>();
  const { listing, landing, readOnlySummary, statusPanel } = data;
  return (
    <>
      {landing ? <Landing {...landing} /> : null}
      <div className={styles.wizard} id="wizard">
        <header className={styles.wizardHeader}>
          {landing ? <h2 className={styles.wizardTitle}>{data.heading}</h2> : <h1 className={styles.wizardTitle}>{data.heading}</h1>}
          {listing ? <p className={styles.muted}>{listing.basicInfo.title}</p> : null}
        </header>
        {data.draftChoice ? (
          <DraftChoice {...data.draftChoice} />
        ) : listing && readOnlySummary && statusPanel ? (
          <>
            <StatusPanel {...statusPanel} />
            <section className={styles.stepCard} aria-label="Your listing">
              <ListingSummary sections={readOnlySummary} photos={listing.photos} />
            </section>
          </>
        ) : (
          <Wizard />
        )}
      </div>
    </>
  );
}

function Wizard() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { step, listing, view } = data;
  const live = listing?.status === "active";
  // A rejected submission's values and errors belong to the step that was sent.
  const forThisStep = actionData?.step === step ? actionData : undefined;
  const lastResult = forThisStep && "result" in forThisStep ? forThisStep.result : undefined;
  const values = listing ?? {
    basicInfo: data.cookieDraft?.basicInfo ?? {},
    specs: { keyFeatures: [], ...data.cookieDraft?.specs },
    pricing: { priceNegotiable: false },
    photos: [],
  };
  return (
    <>
      <StepIndicator steps={data.steps} />
      {view.step === 1 ? (
        <BasicInfoStep
          key={`1-${listing?.id}`}
          defaultValue={values.basicInfo}
          lastResult={lastResult}
          live={live}
          constraint={data.constraint}
          choices={view}
        />
      ) : view.step === 2 ? (
        <SpecsStep
          key={`2-${listing?.id}`}
          defaultValue={values.specs}
          lastResult={lastResult}
          maxYear={data.maxYear}
          live={live}
          constraint={data.constraint}
          choices={view}
        />
      ) : view.step === 3 ? (
        <PhotosStep
          photos={values.photos}
          title={values.basicInfo.title ?? ""}
          messages={forThisStep && "photoMessages" in forThisStep ? forThisStep.photoMessages : undefined}
          altValues={forThisStep && "altValues" in forThisStep ? forThisStep.altValues : undefined}
          altErrors={forThisStep && "altErrors" in forThisStep ? forThisStep.altErrors : undefined}
          signedIn={data.signedIn}
          live={live}
          maxPhotos={data.maxPhotos}
          words={view.words}
        />
      ) : view.step === 4 ? (
        <PricingStep key={`4-${listing?.id}`} defaultValue={values.pricing} lastResult={lastResult} live={live} constraint={data.constraint} view={view} />
      ) : listing ? (
        <ReviewStep
          listingId={listing.id}
          photos={listing.photos}
          error={forThisStep && "formError" in forThisStep ? forThisStep.formError : undefined}
          live={live}
          view={view}
        />
      ) : null}
    </>
  );
}

// The title and description come with the loader's data (pageWords), so the page's script carries neither.
export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data?.meta ?? {});

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        404: () => <ListingNotFoundPage to="/sell-generator" label="Sell Your Generator" />,
      }}
    />
  );
}
