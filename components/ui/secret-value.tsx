import { CopyButton } from "./copy-button";

/**
 * A credential shown in monospace. The aria-label names the credential ("Consumer key", ...) so it can
 * be found by label (Playwright getByLabel); the visible text stays the value itself.
 */
export function SecretValue({ label, value }: { label: string; value: string }) {
  return (
    <div className="space-y-1">
      {/* A <p>, not a <label>: getByLabel("Consumer key") must match the value element alone. */}
      <p className="text-xs font-medium text-zinc-500">{label}</p>
      <div className="flex flex-wrap items-center gap-2">
        <code
          aria-label={label}
          className="min-w-0 flex-1 break-all rounded-md bg-zinc-100 px-3 py-2 font-mono text-sm text-zinc-900 ring-1 ring-inset ring-zinc-200"
        >
          {value}
        </code>
        <CopyButton value={value} label="Copy" />
      </div>
    </div>
  );
}
