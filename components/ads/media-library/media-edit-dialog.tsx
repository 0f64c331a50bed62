"use client";

import { useWatch } from "react-hook-form";
import { libraryUpdate } from "@/lib/ads/media-library/schema";
import { CountedInput } from "@/components/forms/counted-input";
import type { FieldMap } from "@/components/forms/field-map";
import { FormActions } from "@/components/forms/form-actions";
import { FormAlert } from "@/components/forms/form-alert";
import { useApiForm } from "@/components/forms/use-api-form";
import { useToast } from "@/components/ui/toast";
import { FormDialog } from "../form-dialog";
import { mediaName } from "./media-details";
import { useUpdateLibraryMedia } from "./media-queries";
import type { AdAccount, LibraryMedia } from "../types";

type Values = { name: string; title: string; description: string };

/** The limits of libraryUpdate (lib/ads/media-library/schema.ts), shown by the counters. */
const LIMITS = { name: 100, title: 70, description: 200 } as const;
const FIELDS: FieldMap<keyof Values> = {
  name: { name: "name", label: "Name" },
  title: { name: "title", label: "Title" },
  description: { name: "description", label: "Description" },
};

/** Rename: name, title and description through PUT media_library/:media_key; empty clears a field. */
export function MediaEditDialog({
  account,
  item,
  onClose,
}: {
  account: AdAccount;
  item: LibraryMedia | null;
  onClose: () => void;
}) {
  return (
    <FormDialog
      open={Boolean(item)}
      onClose={onClose}
      title={item ? `Edit ${mediaName(item)}` : "Edit media"}
      description="Names help you find media here and in the card builders; the file does not change."
    >
      {item && <EditForm key={item.media_key} account={account} item={item} onDone={onClose} />}
    </FormDialog>
  );
}

function EditForm({
  account,
  item,
  onDone,
}: {
  account: AdAccount;
  item: LibraryMedia;
  onDone: () => void;
}) {
  const update = useUpdateLibraryMedia(account);
  const toast = useToast();
  const defaults: Values = {
    name: item.name ?? "",
    title: item.title ?? "",
    description: item.description ?? "",
  };
  const f = useApiForm<Values, typeof libraryUpdate>({
    defaultValues: defaults,
    schema: libraryUpdate,
    toBody: (v) => ({
      name: v.name.trim(),
      title: v.title.trim(),
      description: v.description.trim(),
    }),
    fields: FIELDS,
    send: (params) => update.mutateAsync({ ids: { media_key: item.media_key }, params }),
    onDone: () => {
      toast(`Saved ${f.form.getValues("name").trim() || mediaName({ ...item, name: null })}.`);
      onDone();
    },
  });
  const typed = useWatch({ control: f.form.control });
  // Over a limit the counter already says so on the field; the schema's own words would repeat it.
  const error = (k: keyof Values) => ((typed[k] ?? "").length > LIMITS[k] ? undefined : f.error(k));

  return (
    <form onSubmit={f.onSubmit} noValidate className="space-y-4">
      <FormAlert title="Could not save the media" messages={f.alerts} />
      <CountedInput
        {...f.register("name")}
        label="Name"
        max={LIMITS.name}
        hint={item.file_name ? `File: ${item.file_name}` : undefined}
        error={error("name")}
        defaultValue={defaults.name}
        autoComplete="off"
      />
      <CountedInput
        {...f.register("title")}
        label="Title"
        max={LIMITS.title}
        error={error("title")}
        defaultValue={defaults.title}
        autoComplete="off"
      />
      <CountedInput
        {...f.register("description")}
        label="Description"
        max={LIMITS.description}
        multiline
        rows={3}
        error={error("description")}
        defaultValue={defaults.description}
      />
      <FormActions submitLabel="Save" onCancel={onDone} submitting={f.submitting} />
    </form>
  );
}
