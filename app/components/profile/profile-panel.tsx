import type { SubmissionResult } from "@conform-to/react";
import { Form, Link, useActionData, useLocation, useNavigation } from "@remix-run/react";
import { useState, type ReactNode } from "react";
import { ChoiceField } from "~/components/conform-fields";
import { ErrorSummary, Field, FormAlert, SubmitButton, TextareaField } from "~/components/forms";
import { form as formStyle, help, label } from "~/components/forms.css";
import { button } from "~/components/ui/button.css";
import type { OwnProfile } from "~/models/profile.server";
import { getFormProps, getInputProps, getTextareaProps } from "~/utils/conform-helpers";
import { useServerVerdictForm } from "~/utils/form-metadata";
import { userTypeLabels } from "~/utils/user";
import { Avatar } from "./avatar";
import { accountTypeOptions, BIO_MAX_WORDS, countWords, PROFILE_EDIT_PARAM, profileIntents } from "./fields";
import * as styles from "./profile.css";
import type { profileAction, ProfileView } from "./profile.server";
import type { ProfileInput } from "./schema";

/**
 * The member's profile (docs/spec/02-auctions-and-seller-tools.md "Profile view and edit"): the photo with its upload form, and
 * the details in view mode, or the form in edit mode (`?profile=edit`, so it works without
 * JavaScript; Save writes and returns to view, Cancel is a link back). Mounted by the
 * dashboard's Account view and the sellers portal's profile tab; see profile.server.ts.
 */
export function ProfilePanel({ view, headingLevel = 3 }: { view: ProfileView; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section id="profile" className={styles.panel} aria-labelledby="profile-heading">
      <Heading id="profile-heading" className={styles.sectionTitle}>
        Profile
      </Heading>
      {view.problem || !view.profile ? (
        <p role="alert">{view.problem}</p>
      ) : (
        <>
          <ProfilePhotoForm profile={view.profile} />
          {view.editing ? <ProfileForm profile={view.profile} email={view.email} /> : <ProfileDetails profile={view.profile} email={view.email} />}
        </>
      )}
    </section>
  );
}

/** This page's URL with the profile in edit mode or not, keeping the page's own parameters. */
function useModeHref(editing: boolean) {
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  if (editing) params.set(PROFILE_EDIT_PARAM, "edit");
  else params.delete(PROFILE_EDIT_PARAM);
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ""}#profile`;
}

/** The page's answer to one of the profile's forms, when the last post was one. */
function useProfileActionData() {
  const data = useActionData<typeof profileAction>();
  const idle = useNavigation().state === "idle";
  return {
    profileResult: idle && data && "profileResult" in data ? (data.profileResult as SubmissionResult<string[]>) : undefined,
    photoError: data && "photoError" in data ? data.photoError : undefined,
  };
}

function ProfilePhotoForm({ profile }: { profile: OwnProfile }) {
  const { photoError } = useProfileActionData();
  const navigation = useNavigation();
  const uploading = navigation.state === "submitting" && navigation.formData?.get("intent") === profileIntents.photo;
  const name = profile.fullName ?? "";
  return (
    <div className={styles.photoRow}>
      <Avatar url={profile.imageUrl} name={name || "?"} size={96} alt={profile.imageUrl ? "Your profile photo" : ""} />
      <Form method="post" encType="multipart/form-data" preventScrollReset className={styles.photoForm}>
        <FormAlert id="profile-photo-error">{photoError}</FormAlert>
        <input type="hidden" name="profileId" value={profile.id} />
        <Field
          label="Profile photo"
          help="A JPEG, PNG, WebP or GIF image smaller than 5MB. Buyers see it on your listings and seller page."
          inputProps={{ type: "file", name: "photo", accept: "image/jpeg,image/png,image/webp,image/gif", required: true, id: "profile-photo" }}
        />
        <SubmitButton name="intent" value={profileIntents.photo} variant="secondary" pending={uploading} pendingLabel="Uploading...">
          {profile.imageUrl ? "Change Photo" : "Upload Photo"}
        </SubmitButton>
      </Form>
    </div>
  );
}

function Detail({ term, wide, children }: { term: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? styles.wide : undefined}>
      <dt>{term}</dt>
      <dd>{children || <span className={styles.notGiven}>Not given</span>}</dd>
    </div>
  );
}

function ProfileDetails({ profile, email }: { profile: OwnProfile; email: string }) {
  const editHref = useModeHref(true);
  const address = [profile.address1, profile.address2, profile.town, profile.county, profile.postcode, profile.country].filter(Boolean).join("\n");
  return (
    <div className={styles.section}>
      <dl className={styles.details}>
        <Detail term="Full name">{profile.fullName}</Detail>
        <Detail term="Email">{email}</Detail>
        <Detail term="First name">{profile.firstName}</Detail>
        <Detail term="Last name">{profile.lastName}</Detail>
        <Detail term="Phone">{profile.phone}</Detail>
        <Detail term="Mobile">{profile.mobile}</Detail>
        <Detail term="Account type">{profile.userType ? userTypeLabels[profile.userType] : null}</Detail>
        <Detail term="Company name">{profile.companyName}</Detail>
        <Detail term="Business phone">{profile.companyTel}</Detail>
        <Detail term="Address">{address}</Detail>
        <Detail term="Bio" wide>
          {profile.bio}
        </Detail>
      </dl>
      <div className={styles.actions}>
        <Link to={editHref} className={button.primary} preventScrollReset>
          Edit Profile
        </Link>
      </div>
    </div>
  );
}

function ProfileForm({ profile, email }: { profile: OwnProfile; email: string }) {
  const { profileResult } = useProfileActionData();
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === profileIntents.save;
  const cancelHref = useModeHref(false);
  const [form, fields] = useServerVerdictForm<ProfileInput>({
    id: "profile-form",
    lastResult: profileResult,
    defaultValue: {
      fullName: profile.fullName ?? "",
      firstName: profile.firstName ?? "",
      lastName: profile.lastName ?? "",
      phone: profile.phone ?? "",
      mobile: profile.mobile ?? "",
      userType: profile.userType ?? "buyer",
      companyName: profile.companyName ?? "",
      companyTel: profile.companyTel ?? "",
      address1: profile.address1 ?? "",
      address2: profile.address2 ?? "",
      town: profile.town ?? "",
      county: profile.county ?? "",
      postcode: profile.postcode ?? "",
      country: profile.country ?? "",
      bio: profile.bio ?? "",
    },
  });
  const text = (field: (typeof fields)[keyof typeof fields], autoComplete?: string) => ({
    ...getInputProps(field, { type: "text" }),
    autoComplete,
  });
  const phone = (field: (typeof fields)[keyof typeof fields], autoComplete?: string) => ({
    ...getInputProps(field, { type: "tel" }),
    autoComplete,
  });
  return (
    <Form method="post" preventScrollReset {...getFormProps(form)} noValidate className={formStyle}>
      <ErrorSummary form={form} />
      <fieldset className={styles.fieldGrid}>
        <legend className={styles.legend}>Your details</legend>
        <Field label="Full name" inputProps={text(fields.fullName, "name")} errors={fields.fullName.errors} />
        <div>
          <span className={label}>Email</span>
          <p className={styles.readOnly}>{email}</p>
          <p className={help}>Your email address cannot be changed.</p>
        </div>
        <Field label="First name" optional inputProps={text(fields.firstName, "given-name")} errors={fields.firstName.errors} />
        <Field label="Last name" optional inputProps={text(fields.lastName, "family-name")} errors={fields.lastName.errors} />
        <Field label="Phone" optional help="UK numbers in any format, e.g. 0121 496 0734." inputProps={phone(fields.phone, "tel")} errors={fields.phone.errors} />
        <Field label="Mobile" optional inputProps={phone(fields.mobile, "tel")} errors={fields.mobile.errors} />
      </fieldset>
      <fieldset className={styles.fieldGrid}>
        <legend className={styles.legend}>Account</legend>
        <ChoiceField
          label="Account type"
          help="Buyers and private sellers can switch between the two. A trade seller account needs a company name and a business phone."
          field={fields.userType}
          options={accountTypeOptions}
        />
        <Field label="Company name" optional inputProps={text(fields.companyName, "organization")} errors={fields.companyName.errors} />
        <Field label="Business phone" optional inputProps={phone(fields.companyTel, "tel")} errors={fields.companyTel.errors} />
      </fieldset>
      <fieldset className={styles.fieldGrid}>
        <legend className={styles.legend}>Address</legend>
        <Field label="Address line 1" optional inputProps={text(fields.address1, "address-line1")} errors={fields.address1.errors} />
        <Field label="Address line 2" optional inputProps={text(fields.address2, "address-line2")} errors={fields.address2.errors} />
        <Field label="Town" optional inputProps={text(fields.town, "address-level2")} errors={fields.town.errors} />
        <Field label="County" optional inputProps={text(fields.county, "address-level1")} errors={fields.county.errors} />
        <Field label="Postcode" optional inputProps={text(fields.postcode, "postal-code")} errors={fields.postcode.errors} />
        <Field label="Country" optional inputProps={text(fields.country, "country-name")} errors={fields.country.errors} />
      </fieldset>
      <BioField field={fields.bio} />
      <div className={styles.actions}>
        <SubmitButton name="intent" value={profileIntents.save} pending={saving} pendingLabel="Saving...">
          Save
        </SubmitButton>
        <Link to={cancelHref} className={button.secondary} preventScrollReset>
          Cancel
        </Link>
      </div>
    </Form>
  );
}

/** The bio with its word count, counted again as the member types (the server counts too). */
function BioField({ field }: { field: ReturnType<typeof useServerVerdictForm<ProfileInput>>[1]["bio"] }) {
  const [words, setWords] = useState(() => countWords(String(field.initialValue ?? "")));
  const over = words > BIO_MAX_WORDS;
  return (
    <TextareaField
      label="Bio"
      optional
      help={
        <span className={over ? styles.wordCountOver : styles.wordCount} id="profile-bio-count">
          {words} of {BIO_MAX_WORDS} words
        </span>
      }
      textareaProps={{ ...getTextareaProps(field), rows: 5, onInput: (event) => setWords(countWords(event.currentTarget.value)) }}
      errors={field.errors}
    />
  );
}
