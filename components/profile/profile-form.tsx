"use client";

import type { FieldPath } from "react-hook-form";
import { PROFILE_LIMITS, profileTextSchema, type ProfileText } from "@/lib/profile/schema";
import { Button } from "@/components/ui/button";
import { CountedInput } from "@/components/forms/counted-input";
import { FormAlert } from "@/components/forms/form-alert";
import type { FieldMap } from "@/components/forms/field-map";
import { useSchemaForm } from "@/components/forms/use-schema-form";

/** API parameter -> field and label (for the one error mapper). */
const FIELDS: FieldMap<FieldPath<ProfileText>> = {
  name: { name: "name", label: "Name" },
  screen_name: { name: "screen_name", label: "Screen name" },
  bio: { name: "bio", label: "Bio" },
  url: { name: "url", label: "Website" },
  location: { name: "location", label: "Location" },
};

type Props = {
  initial: ProfileText;
  /** Resolves with the saved values (the form resets to them) or rejects with an ApiError. */
  onSubmit: (values: ProfileText) => Promise<ProfileText>;
};

/** The profile's text fields (the picture and banner are uploads: image-upload.tsx): the API's own zod schema checks it before it is sent, then the server again. */
export function ProfileForm({ initial, onSubmit }: Props) {
  const f = useSchemaForm({
    schema: profileTextSchema,
    defaultValues: initial,
    fields: FIELDS,
    send: onSubmit,
    onDone: (saved) => f.form.reset(saved),
  });
  const { register } = f;

  return (
    <form onSubmit={f.onSubmit} noValidate className="space-y-5">
      <FormAlert title="Could not save the profile" messages={f.alerts} />
      <CountedInput
        {...register("name")}
        defaultValue={initial.name}
        label="Name"
        max={PROFILE_LIMITS.name}
        error={f.error("name")}
      />
      <CountedInput
        {...register("screen_name")}
        defaultValue={initial.screen_name}
        label="Screen name"
        max={15}
        prefix="@"
        hint="Letters, digits and underscores. Apps that follow your profile are told of a change."
        error={f.error("screen_name")}
        autoComplete="off"
      />
      <CountedInput
        {...register("bio")}
        defaultValue={initial.bio}
        label="Bio"
        max={PROFILE_LIMITS.bio}
        multiline
        rows={3}
        error={f.error("bio")}
      />
      <CountedInput
        {...register("location")}
        defaultValue={initial.location}
        label="Location"
        max={PROFILE_LIMITS.location}
        error={f.error("location")}
      />
      <CountedInput
        {...register("url")}
        defaultValue={initial.url}
        label="Website"
        max={PROFILE_LIMITS.url}
        inputMode="url"
        placeholder="https://example.com"
        error={f.error("url")}
      />
      <div className="flex justify-end border-t border-zinc-200 pt-5">
        <Button type="submit" pending={f.submitting}>
          Save profile
        </Button>
      </div>
    </form>
  );
}
