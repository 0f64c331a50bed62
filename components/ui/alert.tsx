import type { ReactNode } from "react";

type Tone = "error" | "info" | "success" | "warning";

const tones: Record<Tone, string> = {
  error: "bg-red-50 text-red-800 ring-red-200",
  info: "bg-accent-50 text-accent-700 ring-accent-100",
  success: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  warning: "bg-amber-50 text-amber-900 ring-amber-200",
};

/**
 * Errors use role="alert" so they are announced; other tones are polite status messages. Messages
 * may quote what a server or receiver answered (a token, a URL): `wrap-anywhere` breaks such a long
 * word only where it would overflow, so a phone never scrolls sideways for it.
 */
export function Alert({
  tone = "error",
  title,
  children,
}: {
  tone?: Tone;
  title?: string;
  children?: ReactNode;
}) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={`rounded-md px-4 py-3 text-sm ring-1 ring-inset wrap-anywhere ${tones[tone]}`}
    >
      {title && <p className="font-medium">{title}</p>}
      {children && <div className={title ? "mt-1" : ""}>{children}</div>}
    </div>
  );
}
