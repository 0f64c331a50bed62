"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { consoleApi, type ConsoleAnswer } from "@/components/console-client";
import type { NoteDraft } from "@/lib/notes/schema";

export type EligiblePost = ConsoleAnswer<"GET /console-api/notes/eligible">[number];
export type WrittenNote = ConsoleAnswer<"GET /console-api/notes">[number];

const WRITER = ["notes", "writer"] as const;
const ELIGIBLE = ["notes", "eligible"] as const;
const WRITTEN = ["notes", "written"] as const;

export function useNoteWriter() {
  return useQuery({
    queryKey: WRITER,
    queryFn: () => consoleApi("GET /console-api/notes/writer"),
  });
}

export function useSetNoteWriter() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) =>
      consoleApi("PUT /console-api/notes/writer", { body: { note_writer: on } }),
    onSuccess: (answer) => qc.setQueryData(WRITER, answer),
  });
}

export function useEligiblePosts(enabled: boolean) {
  return useQuery({
    queryKey: ELIGIBLE,
    queryFn: () => consoleApi("GET /console-api/notes/eligible"),
    enabled,
  });
}

export function useWrittenNotes() {
  return useQuery({ queryKey: WRITTEN, queryFn: () => consoleApi("GET /console-api/notes") });
}

export function useCreateNote() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: NoteDraft) => consoleApi("POST /console-api/notes", { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ["notes"] }),
  });
}

export function useDeleteNote() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => consoleApi("DELETE /console-api/notes/:id", { params: { id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ["notes"] }),
  });
}

/** The value once it has stopped changing for `ms`. */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return settled;
}

/** The draft's claim_opinion_score, asked again 400 ms after typing stops (nothing for no text). */
export function useLiveScore(postId: string, text: string) {
  const note_text = useDebounced(text.trim(), 400);
  return useQuery({
    queryKey: ["notes", "score", postId, note_text],
    queryFn: () =>
      consoleApi("POST /console-api/notes/evaluate", { body: { post_id: postId, note_text } }),
    enabled: Boolean(postId && note_text),
    staleTime: Infinity,
    placeholderData: (previous) => previous,
  });
}
