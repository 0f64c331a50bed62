"use client";

import { useState } from "react";
import type { CardErrors } from "./card-check";

/**
 * The builders' error display: the live check's message of a field once it was left (all of them
 * after a Save), the server's answer on top until the next edit.
 */
export function useCheckedForm(check: CardErrors) {
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<CardErrors | null>(null);
  return {
    submitted,
    setSubmitted,
    setServer,
    error: (key: string) =>
      server?.fields[key] ?? (submitted || touched.has(key) ? check.fields[key] : undefined),
    touch: (key: string) => setTouched((t) => (t.has(key) ? t : new Set(t).add(key))),
    /** For the form's alert: the server's general messages, and the check's once Save was tried. */
    alerts: (extra: (string | undefined)[] = []) => [
      ...(server?.general ?? []),
      ...(submitted ? [...check.general, ...extra] : []),
    ],
    /** Whether the check refuses the form as it is. */
    blocked: Object.keys(check.fields).length > 0 || check.general.length > 0,
  };
}
