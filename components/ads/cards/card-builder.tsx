"use client";

import { useRouter } from "next/navigation";
import { useMemo, useState, type FormEvent } from "react";
import { MAX_CARD_NAME } from "@/lib/ads/cards/schema";
import { CARD_ROUTES } from "./use-all-cards";
import { useAdAccount } from "@/components/ads/account-context";
import { useAdsSave } from "@/components/ads/resource-hooks";
import { CountedInput } from "@/components/forms/counted-input";
import { FormActions } from "@/components/forms/form-actions";
import { FormAlert } from "@/components/forms/form-alert";
import { errorItems } from "@/components/forms/server-errors";
import { useToast } from "@/components/ui/toast";
import { checkDraft, mapCardErrors, shownKeys, withMissingMedia } from "./card-check";
import { cardPreviewHtml, deriveType } from "./card-derive";
import { toBody, type CardDraft } from "./card-draft";
import { CardModeField } from "./card-mode-field";
import { CardTypeSummary } from "./card-type-summary";
import { ComponentsEditor } from "./components-editor";
import { LibraryUploader } from "./library-uploader";
import { notLength, type FormCtx } from "./builder-context";
import { PreviewPanel, usePreviewAuthor } from "./preview-panel";
import { SlidesEditor } from "./slides-editor";
import { useCheckedForm } from "./use-checked-form";
import { useLibrary } from "./use-library";
import { cardsHref, focusFirstError } from "./links";

/**
 * The card builder: components (or slides) from the account's media library, checked with the
 * interface's own schema as they are typed (shown once a field is left, all of them on Save), the
 * card type the interface will derive and the live preview beside them; the server's errors land on
 * the field their parameter names.
 */
export function CardBuilder({ initial, cardId }: { initial: CardDraft; cardId?: string }) {
  const account = useAdAccount();
  const library = useLibrary(account);
  const router = useRouter();
  const toast = useToast();
  const save = useAdsSave(account, CARD_ROUTES.CARD.create, CARD_ROUTES.CARD.update);
  const [draft, setDraft] = useState(initial);
  const author = usePreviewAuthor(account.name);

  const loaded = library.query.isSuccess;
  const check = useMemo(
    () =>
      loaded
        ? withMissingMedia(checkDraft(draft), draft, (k) => library.byKey.has(k))
        : checkDraft(draft),
    [draft, loaded, library.byKey],
  );
  const derived = useMemo(() => deriveType(draft, library.kinds), [draft, library.kinds]);
  const html = useMemo(
    () => cardPreviewHtml(draft, derived, library.media, author),
    [draft, derived, library.media, author],
  );

  const f = useCheckedForm(check);
  const update = (d: CardDraft) => (setDraft(d), f.setServer(null));
  const ctx: FormCtx = { library, error: f.error, touch: f.touch };
  const typeProblem = derived.state === "none" ? derived.message : undefined;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    f.setSubmitted(true);
    if (f.blocked || typeProblem) return focusFirstError();
    save.mutate(
      { id: cardId, body: toBody(draft) },
      {
        onSuccess: () => {
          toast(
            cardId ? `Card “${draft.name.trim()}” saved.` : `Card “${draft.name.trim()}” created.`,
          );
          router.push(cardsHref(account.id));
        },
        onError: (error) => {
          f.setServer(mapCardErrors(errorItems(error), shownKeys(draft)));
          focusFirstError();
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={cardId ? "Edit card" : "New card"}
      className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]"
    >
      <div className="min-w-0 space-y-6">
        <FormAlert title="The card cannot be saved yet" messages={f.alerts([typeProblem])} />
        <CountedInput
          label="Name"
          max={MAX_CARD_NAME}
          hint="Only you see it: it names the card in lists."
          value={draft.name}
          error={notLength(ctx.error("name"))}
          onBlur={() => ctx.touch("name")}
          onChange={(e) => update({ ...draft, name: e.target.value })}
        />
        <LibraryUploader account={account} />
        <CardModeField mode={draft.mode} onChange={(mode) => update({ ...draft, mode })} />
        {draft.mode === "slides" ? (
          <SlidesEditor
            slides={draft.slides}
            ctx={ctx}
            onChange={(slides) => update({ ...draft, slides })}
          />
        ) : (
          <ComponentsEditor
            components={draft.components}
            ctx={ctx}
            onChange={(components) => update({ ...draft, components })}
          />
        )}
        <FormActions
          submitLabel={cardId ? "Save card" : "Create card"}
          submitting={save.isPending}
          onCancel={() => router.push(cardsHref(account.id))}
        />
      </div>
      <PreviewPanel
        title="Preview of the card"
        html={html}
        summary={<CardTypeSummary derived={derived} />}
      />
    </form>
  );
}
