import type { ComponentProps } from "react";

type Variant = "primary" | "secondary" | "danger" | "ghost" | "ghostDanger";
type Size = "sm" | "md" | "lg";

const variants: Record<Variant, string> = {
  primary: "bg-accent-600 text-white hover:bg-accent-700 shadow-sm",
  secondary: "bg-white text-zinc-900 ring-1 ring-inset ring-zinc-300 hover:bg-zinc-50 shadow-sm",
  danger: "bg-red-600 text-white hover:bg-red-700 shadow-sm",
  ghost: "text-zinc-700 hover:bg-zinc-100",
  ghostDanger: "text-red-700 hover:bg-red-50",
};

// One padding and text size per button: extra classes that fought these would win or lose by CSS order.
const sizes: Record<Size, string> = {
  sm: "px-2.5 py-1 text-xs",
  md: "px-3.5 py-2 text-sm",
  lg: "px-5 py-2.5 text-sm",
};

export const buttonClass = (variant: Variant = "primary", extra = "", size: Size = "md") =>
  `inline-flex items-center justify-center gap-2 rounded-md ${sizes[size]} font-medium transition-colors ` +
  `focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600 ` +
  `disabled:cursor-not-allowed disabled:opacity-60 ${variants[variant]} ${extra}`;

type ButtonProps = ComponentProps<"button"> & { variant?: Variant; size?: Size; pending?: boolean };

/** Defaults to type="button" so a button inside a form never submits it by accident. */
export function Button({
  variant = "primary",
  size = "md",
  pending,
  className = "",
  type = "button",
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClass(variant, className, size)}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      {...rest}
    >
      {pending && (
        <span
          aria-hidden
          className="size-3.5 animate-spin rounded-full border-2 border-current border-t-transparent"
        />
      )}
      {children}
    </button>
  );
}
