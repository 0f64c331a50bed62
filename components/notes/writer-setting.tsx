"use client";

import Link from "next/link";
import { useId } from "react";
import { QueryState } from "@/components/data/query-state";
import { Alert } from "@/components/ui/alert";
import { Card } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/input";
import { useToast } from "@/components/ui/toast";
import { useNoteWriter, useSetNoteWriter } from "./queries";

/**
 * The profile's community notes setting: one switch, saved as it is changed. A writer may call the
 * notes interface (/2/notes…) with their tokens and write notes on the Community notes page.
 */
export function NoteWriterSetting() {
  const writer = useNoteWriter();
  const change = useSetNoteWriter();
  const toast = useToast();
  const id = useId();
  return (
    <Card title="Community notes">
      <div id="notes" className="space-y-3">
        <QueryState
          query={writer}
          loading="Loading the setting"
          failed="Could not load the setting"
          rows={1}
        >
          {(w) => (
            <div className="flex items-start gap-3 text-sm">
              <Checkbox
                id={id}
                className="mt-0.5"
                aria-describedby={`${id}-hint`}
                checked={w.note_writer}
                disabled={change.isPending}
                onChange={(e) =>
                  change.mutate(e.currentTarget.checked, {
                    onSuccess: (a) =>
                      toast(
                        a.note_writer
                          ? "You can now write community notes"
                          : "Note writing turned off",
                      ),
                  })
                }
              />
              <div className="space-y-1">
                <label htmlFor={id} className="block font-medium text-zinc-900">
                  Write community notes through the API
                </label>
                <p id={`${id}-hint`} className="text-zinc-600">
                  Apps you allow can then write notes for you, and you can write them on the{" "}
                  <Link href="/console/notes" className="text-accent-700 underline">
                    Community notes
                  </Link>{" "}
                  page. At most 250 notes a day.
                </p>
              </div>
            </div>
          )}
        </QueryState>
        {change.isError && <Alert title="Could not change the setting">Try again.</Alert>}
      </div>
    </Card>
  );
}
