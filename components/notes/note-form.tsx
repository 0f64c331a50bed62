"use client";

import type { FieldPath } from "react-hook-form";
import { useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/input";
import { CountedInput } from "@/components/forms/counted-input";
import { FormAlert } from "@/components/forms/form-alert";
import type { FieldMap } from "@/components/forms/field-map";
import { useSchemaForm } from "@/components/forms/use-schema-form";
import {
  CLASSIFICATIONS,
  MISLEADING_TAGS,
  NOTE_MAX_TEXT,
  noteDraftSchema,
  type NoteDraft,
  type NoteDraftInput,
} from "@/lib/notes/schema";
import { ChoiceGroup } from "./choice-group";
import { CLASSIFICATION_LABELS, TAG_LABELS } from "./labels";
import { ScoreMeter } from "./score-meter";

/** API parameter -> field and label (the one error mapper). */
const FIELDS: FieldMap<FieldPath<NoteDraftInput>> = {
  post_id: { name: "post_id", label: "Post" },
  text: { name: "text", label: "Your note" },
  classification: { name: "classification", label: "Is the post misleading?" },
  misleading_tags: { name: "misleading_tags", label: "Why it is misleading", list: true },
  trustworthy_sources: { name: "trustworthy_sources", label: "Trustworthy sources" },
  is_media_note: { name: "is_media_note", label: "About the media" },
};

type Props = { postId: string; onSubmit: (note: NoteDraft) => Promise<unknown> };

/** A note on one post: the interface's own schema checks it as typed, the score follows the text. */
export function NoteForm({ postId, onSubmit }: Props) {
  const f = useSchemaForm({
    schema: noteDraftSchema,
    defaultValues: {
      post_id: postId,
      text: "",
      misleading_tags: [],
      trustworthy_sources: false,
      is_media_note: false,
    },
    fields: FIELDS,
    send: onSubmit,
  });
  const { register, form } = f;
  const text = useWatch({ control: form.control, name: "text" }) ?? "";
  const classification = useWatch({ control: form.control, name: "classification" });

  return (
    <form onSubmit={f.onSubmit} noValidate className="space-y-5">
      <FormAlert title="Could not submit the note" messages={f.alerts} />
      <input type="hidden" {...register("post_id")} />
      <ChoiceGroup
        legend="Is the post misleading?"
        type="radio"
        options={CLASSIFICATIONS.map((c) => ({ value: c, label: CLASSIFICATION_LABELS[c] }))}
        field={register("classification")}
        error={f.error("classification")}
      />
      {classification === "misinformed_or_potentially_misleading" && (
        <ChoiceGroup
          legend="Why is it misleading? Choose at least one reason."
          type="checkbox"
          options={MISLEADING_TAGS.map((t) => ({ value: t, label: TAG_LABELS[t] }))}
          field={register("misleading_tags")}
          error={f.error("misleading_tags")}
        />
      )}
      <CountedInput
        {...register("text")}
        label="Your note"
        max={NOTE_MAX_TEXT}
        multiline
        rows={4}
        hint="Say what is wrong or missing, in neutral words, and link to a source (https://…)."
        error={f.error("text")}
      />
      <ScoreMeter postId={postId} text={text} />
      <label className="flex items-start gap-3 text-sm">
        <Checkbox className="mt-0.5" {...register("trustworthy_sources")} />
        <span>
          My sources are trustworthy: published by people or organisations known for accuracy.
        </span>
      </label>
      <label className="flex items-start gap-3 text-sm">
        <Checkbox className="mt-0.5" {...register("is_media_note")} />
        <span>The note is about the post&apos;s image or video rather than its text.</span>
      </label>
      <div className="flex justify-end border-t border-zinc-200 pt-5">
        <Button type="submit" pending={f.submitting}>
          Submit note
        </Button>
      </div>
    </form>
  );
}
