import { useId, type ReactNode } from "react";

/** Props a control needs so its label, hint and error are announced together. */
export type ControlProps = { id: string; "aria-invalid": boolean; "aria-describedby"?: string };

type FieldProps = {
  label: string;
  hint?: ReactNode;
  /** One message, or several (e.g. one per callback URL line). */
  error?: string | string[];
  children: (control: ControlProps) => ReactNode;
};

export function Field({ label, hint, error, children }: FieldProps) {
  const id = useId();
  const errors = (Array.isArray(error) ? error : error ? [error] : []).filter(Boolean);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errors.length ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-zinc-800">
        {label}
      </label>
      {children({ id, "aria-invalid": errors.length > 0, "aria-describedby": describedBy })}
      {hint && (
        <p id={hintId} className="text-xs text-zinc-500">
          {hint}
        </p>
      )}
      {errorId && (
        <ul id={errorId} className="space-y-0.5 text-sm text-red-600">
          {errors.map((message, i) => (
            <li key={i}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
