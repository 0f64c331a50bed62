"use client";

import { useState } from "react";
import { useForm, type FieldPath } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { PROFILE_LIMITS, profileFieldsSchema, type ProfileFields } from "@/lib/profile/schema";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { CountedInput } from "@/components/forms/counted-input";
import { FormAlert } from "@/components/forms/form-alert";
import type { FieldMap } from "@/components/forms/field-map";
import { applyServerErrors } from "@/components/forms/server-errors";

/** API parameter -> field and label (for the one error mapper). */
const FIELDS: FieldMap<FieldPath<ProfileFields>> = {
  name: { name: "name", label: "Name" },
  screen_name: { name: "screen_name", label: "Screen name" },
  bio: { name: "bio", label: "Bio" },
  url: { name: "url", label: "Website" },
  location: { name: "location", label: "Location" },
  profile_image_url: { name: "profile_image_url", label: "Profile picture URL" },
  profile_banner_url: { name: "profile_banner_url", label: "Banner URL" },
};

type Props = {
  initial: ProfileFields;
  /** Resolves with the saved values (the form resets to them) or rejects with an ApiError. */
  onSubmit: (values: ProfileFields) => Promise<ProfileFields>;
};

/** The profile form: the API's own zod schema checks it before it is sent, then the server again. */
export function ProfileForm({ initial, onSubmit }: Props) {
  const { register, handleSubmit, setError, reset, formState } = useForm<ProfileFields>({
    resolver: zodResolver(profileFieldsSchema),
    defaultValues: initial,
  });
  const { errors, isSubmitting } = formState;
  const [general, setGeneral] = useState<string[]>([]);

  const submit = handleSubmit(async (values) => {
    setGeneral([]);
    try {
      reset(await onSubmit(values));
    } catch (error) {
      setGeneral(applyServerErrors(error, setError, FIELDS));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <FormAlert title="Could not save the profile" messages={general} />
      <CountedInput
        {...register("name")}
        defaultValue={initial.name}
        label="Name"
        max={PROFILE_LIMITS.name}
        error={errors.name?.message}
      />
      <CountedInput
        {...register("screen_name")}
        defaultValue={initial.screen_name}
        label="Screen name"
        max={15}
        prefix="@"
        hint="Letters, digits and underscores. Apps that follow your profile are told of a change."
        error={errors.screen_name?.message}
        autoComplete="off"
      />
      <CountedInput
        {...register("bio")}
        defaultValue={initial.bio}
        label="Bio"
        max={PROFILE_LIMITS.bio}
        multiline
        rows={3}
        error={errors.bio?.message}
      />
      <CountedInput
        {...register("location")}
        defaultValue={initial.location}
        label="Location"
        max={PROFILE_LIMITS.location}
        error={errors.location?.message}
      />
      <CountedInput
        {...register("url")}
        defaultValue={initial.url}
        label="Website"
        max={PROFILE_LIMITS.url}
        inputMode="url"
        placeholder="https://example.com"
        error={errors.url?.message}
      />
      {(["profile_image_url", "profile_banner_url"] as const).map((name) => (
        <Field
          key={name}
          label={FIELDS[name].label}
          hint="An http(s) address of an image, such as one from your media library."
          error={errors[name]?.message}
        >
          {(p) => <Input {...p} {...register(name)} inputMode="url" placeholder="https://" />}
        </Field>
      ))}
      <div className="flex justify-end border-t border-zinc-200 pt-5">
        <Button type="submit" pending={isSubmitting}>
          Save profile
        </Button>
      </div>
    </form>
  );
}
