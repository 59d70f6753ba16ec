import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { Form, useActionData, useNavigation, useSearchParams } from "@remix-run/react";
import { FormAlert, SubmitButton, TextareaField } from "~/components/forms";
import { form as formStyle } from "~/components/forms.css";
import { MessageIcon } from "~/components/icons";
import { useFormResetKey } from "~/utils/misc";
import type { action } from "../route";
import * as styles from "../styles.css";

/**
 * Ask Seller a Question: starts or continues the member's conversation with the seller about
 * this auction (send_auction_question); both read it in Messages. Visitors are sent to sign
 * in and come back here with a short question kept (?message=).
 */
export function AskSeller({ auctionId, sellerName }: { auctionId: string; sellerName: string }) {
  const resetKey = useFormResetKey({ intent: "ask" });
  return (
    <section id="ask" className={styles.card} aria-labelledby="ask-heading">
      <h2 id="ask-heading" className={styles.sectionTitle}>
        Ask Seller a Question
      </h2>
      <QuestionForm key={resetKey} auctionId={auctionId} sellerName={sellerName} />
    </section>
  );
}

function QuestionForm({ auctionId, sellerName }: { auctionId: string; sellerName: string }) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === "ask";
  const [form, fields] = useForm({
    id: "question-form",
    lastResult: navigation.state === "idle" && actionData && "question" in actionData ? actionData.question : undefined,
    defaultValue: { message: searchParams.get("message") ?? "" },
    constraint: { message: { required: true } },
  });
  return (
    <Form method="post" action={`/auctions/${auctionId}`} preventScrollReset {...getFormProps(form)} noValidate className={formStyle}>
      <FormAlert id={form.errorId}>{form.errors?.join(" ")}</FormAlert>
      <TextareaField
        label="Your question"
        help={`${sellerName} replies by message; you will find the conversation in your dashboard's Messages.`}
        textareaProps={{ ...getTextareaProps(fields.message), rows: 4 }}
        errors={fields.message.errors}
      />
      <SubmitButton name="intent" value="ask" variant="secondary" pending={sending} pendingLabel="Sending...">
        <MessageIcon />
        Send Question
      </SubmitButton>
    </Form>
  );
}
