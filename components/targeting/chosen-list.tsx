"use client";

import { keyOf, typeWord, type Criterion } from "./targeting-model";

/**
 * The draft's criteria grouped by type, each with its operator and, for those who may change the
 * targeting (onRemove given), a remove button; a criterion the interface refused shows the reason
 * under it (tied to its button by aria-describedby).
 */
export function ChosenList({
  draft,
  errors,
  onRemove,
}: {
  draft: readonly Criterion[];
  errors: ReadonlyMap<string, string>;
  onRemove?: (key: string) => void;
}) {
  if (!draft.length)
    return (
      <p className="text-sm text-zinc-600">
        No targeting yet: the line item reaches everyone. Add a location, language, interest or
        keyword to see its audience.
      </p>
    );
  const types = [...new Set(draft.map((c) => c.targeting_type))];
  return (
    <ul aria-label="Chosen targeting" className="space-y-3">
      {types.map((type) => (
        <li key={type}>
          <p className="text-xs font-medium uppercase tracking-wide text-zinc-600">
            {typeWord(type)}
          </p>
          <ul aria-label={`${typeWord(type)} chosen`} className="mt-1 flex flex-wrap gap-2">
            {draft
              .filter((c) => c.targeting_type === type)
              .map((c) => {
                const key = keyOf(c);
                const error = errors.get(key);
                const errorId = `err-${key.replace(/[^a-zA-Z0-9_-]/g, "_")}`;
                const what = c.operator_type === "EQ" ? "Included" : "Excluded";
                return (
                  <li
                    key={key}
                    className={`flex max-w-full items-center gap-1 rounded-full py-0.5 pl-3 pr-1 text-sm ring-1 ring-inset ${c.operator_type === "NE" ? "bg-amber-50 ring-amber-300" : "bg-accent-50 ring-accent-100"} ${error ? "ring-red-500" : ""}`}
                  >
                    <span className="min-w-0 break-words">
                      <span className="sr-only">{what}: </span>
                      {c.operator_type === "NE" && <span aria-hidden="true">Not </span>}
                      {c.name}
                    </span>
                    {onRemove ? (
                      <button
                        type="button"
                        aria-label={`Remove ${c.name}`}
                        aria-describedby={error ? errorId : undefined}
                        onClick={() => onRemove(key)}
                        className="rounded-full px-2 text-zinc-600 hover:bg-white hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-accent-600"
                      >
                        <span aria-hidden="true">×</span>
                      </button>
                    ) : (
                      <span className="pr-2" />
                    )}
                    {error && (
                      <span id={errorId} className="basis-full px-1 pb-1 text-xs text-red-700">
                        {error}
                      </span>
                    )}
                  </li>
                );
              })}
          </ul>
        </li>
      ))}
    </ul>
  );
}
