"use client";

import { useRouter } from "next/navigation";
import { useMemo, useState, type FormEvent } from "react";
import { useAdAccount } from "@/components/ads/account-context";
import { useAdsSave } from "@/components/ads/resource-hooks";
import { FormActions } from "@/components/forms/form-actions";
import { FormAlert } from "@/components/forms/form-alert";
import { errorItems, mapErrorItems } from "@/components/forms/server-errors";
import { useToast } from "@/components/ui/toast";
import { ConversationFields } from "./conversation-fields";
import { ConversationMedia } from "./conversation-media";
import { checkValues, fieldMap, toBody, toCardErrors } from "./conversation-model";
import type { Kind, Values } from "./conversation-model";
import { conversationPreviewHtml } from "./conversation-preview";
import { KindToggle } from "./kind-toggle";
import { LibraryUploader } from "./library-uploader";
import { cardsHref, focusFirstError } from "./links";
import { PreviewPanel, usePreviewAuthor } from "./preview-panel";
import { CARD_ROUTES } from "./use-all-cards";
import { useCheckedForm } from "./use-checked-form";
import { useLibrary } from "./use-library";
import { typeWords } from "./card-type-summary";

/** The image and video conversation card builders (the kind is a toggle, fixed when editing). */
export function ConversationBuilder(p: { kind: Kind; initial: Values; cardId?: string }) {
  const account = useAdAccount();
  const library = useLibrary(account);
  const router = useRouter();
  const toast = useToast();
  const author = usePreviewAuthor(account.name);
  const [kind, setKind] = useState(p.kind);
  const [values, setValues] = useState<Values>(p.initial);
  const save = useAdsSave(account, CARD_ROUTES[kind].create, CARD_ROUTES[kind].update);
  const check = useMemo(
    () => checkValues(kind, values, library.facts),
    [kind, values, library.facts],
  );
  const f = useCheckedForm(check);
  const html = useMemo(
    () => conversationPreviewHtml(kind, values, library.byKey, author),
    [kind, values, library.byKey, author],
  );
  const set = (field: string, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    f.setServer(null);
  };

  const fieldProps = { kind, values, set, error: f.error, touch: f.touch };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    f.setSubmitted(true);
    if (f.blocked) return focusFirstError();
    save.mutate(
      { id: p.cardId, params: toBody(kind, values, Boolean(p.cardId)) },
      {
        onSuccess: () => {
          toast(
            `Conversation card “${(values.name ?? "").trim()}” ${p.cardId ? "saved" : "created"}.`,
          );
          router.push(cardsHref(account.id));
        },
        onError: (error) => {
          f.setServer(toCardErrors(mapErrorItems(errorItems(error), fieldMap(kind))));
          focusFirstError();
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={`${kind === "VIDEO" ? "Video" : "Image"} conversation card`}
      className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]"
    >
      <div className="min-w-0 space-y-6">
        <FormAlert title="The card cannot be saved yet" messages={f.alerts()} />
        <KindToggle
          kind={kind}
          disabled={Boolean(p.cardId)}
          onChange={(k) => {
            setKind(k);
            // Media rules differ per kind: the chosen media no longer apply.
            setValues((v) => ({
              ...v,
              media_key: "",
              unlocked_image_media_key: "",
              poster_media_key: "",
              unlocked_video_media_key: "",
            }));
          }}
        />
        <ConversationFields only="name" {...fieldProps} />
        <LibraryUploader account={account} />
        <ConversationMedia
          kind={kind}
          library={library}
          values={values}
          error={f.error}
          onChange={(field, key) => (f.touch(field), set(field, key))}
        />
        <ConversationFields {...fieldProps} />
        <FormActions
          submitLabel={p.cardId ? "Save card" : "Create card"}
          submitting={save.isPending}
          onCancel={() => router.push(cardsHref(account.id))}
        />
      </div>
      <PreviewPanel
        title="Preview of the conversation card"
        html={html}
        summary={
          <p>
            <span className="text-zinc-600">Card type: </span>
            <span
              data-testid="card-type"
              data-type={`${kind}_CONVERSATION`}
              className="font-semibold"
            >
              {typeWords(`${kind}_CONVERSATION`)}
            </span>
          </p>
        }
      />
    </form>
  );
}
