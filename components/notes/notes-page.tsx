"use client";

import Link from "next/link";
import { useState } from "react";
import { QueryState } from "@/components/data/query-state";
import { Card } from "@/components/ui/card";
import { useToast } from "@/components/ui/toast";
import { EligiblePosts } from "./eligible-posts";
import { NoteForm } from "./note-form";
import { NotesList } from "./notes-list";
import { useCreateNote, useNoteWriter } from "./queries";

/**
 * /console/notes: a note writer picks a post, drafts a note with its score shown as they type,
 * submits it and follows what raters make of it. Someone who is not a writer is told how to become one.
 */
export function NotesPage() {
  const writer = useNoteWriter();
  return (
    <div className="max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Community notes</h1>
        <p className="mt-1 text-sm text-zinc-600">
          Add context to posts that may mislead. People from many perspectives rate each note; a
          note shows as helpful only when they agree.
        </p>
      </div>
      <QueryState query={writer} loading="Loading" failed="Could not load your settings" rows={2}>
        {(w) => (w.note_writer ? <WriterView /> : <BecomeWriter />)}
      </QueryState>
    </div>
  );
}

function BecomeWriter() {
  return (
    <Card title="You are not a note writer yet">
      <p className="text-sm text-zinc-700">
        Turn on <strong>Write community notes through the API</strong> on your{" "}
        <Link href="/console/profile#notes" className="text-accent-700 underline">
          profile page
        </Link>
        . You can then write notes here and through the API (the guide:{" "}
        <a className="text-accent-700 underline" href="/docs/notes">
          Community notes
        </a>
        ).
      </p>
    </Card>
  );
}

function WriterView() {
  const [postId, setPostId] = useState("");
  const create = useCreateNote();
  const toast = useToast();
  return (
    <>
      <Card
        title="1. Choose a post"
        description="Recent posts by other people you have not noted yet."
      >
        <EligiblePosts chosen={postId} onChoose={setPostId} />
      </Card>
      <Card title="2. Write your note">
        {postId ? (
          <NoteForm
            key={postId}
            postId={postId}
            onSubmit={async (note) => {
              await create.mutateAsync(note);
              toast("Note submitted: raters will see it soon.");
              setPostId("");
            }}
          />
        ) : (
          <p className="text-sm text-zinc-600">Choose a post above to start a note on it.</p>
        )}
      </Card>
      <Card title="Your notes">
        <NotesList />
      </Card>
    </>
  );
}
