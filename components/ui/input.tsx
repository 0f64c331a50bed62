import type { ComponentProps } from "react";

const base =
  "block w-full rounded-md border-0 bg-white px-3 py-2 text-sm text-zinc-900 shadow-sm ring-1 ring-inset ring-zinc-300 " +
  "placeholder:text-zinc-400 focus:outline-none focus:ring-2 focus:ring-inset focus:ring-accent-600 " +
  "aria-[invalid=true]:ring-red-500 disabled:bg-zinc-100";

export function Input({ className = "", ...rest }: ComponentProps<"input">) {
  return <input className={`${base} ${className}`} {...rest} />;
}

export function Textarea({ className = "", ...rest }: ComponentProps<"textarea">) {
  return <textarea className={`${base} ${className}`} {...rest} />;
}

export function Select({ className = "", ...rest }: ComponentProps<"select">) {
  return <select className={`${base} pr-8 ${className}`} {...rest} />;
}

export function Checkbox({ className = "", ...rest }: ComponentProps<"input">) {
  return (
    <input
      type="checkbox"
      className={`size-4 rounded border-zinc-300 accent-accent-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600 ${className}`}
      {...rest}
    />
  );
}
