import { useId, type ReactNode } from "react";

type CardProps = {
  /** The heading; a section or article is then a region named by it. */
  title?: ReactNode;
  /** h2 for a page's own sections, h3 for a card inside one. */
  level?: 2 | 3;
  /** A sentence under the heading. */
  description?: ReactNode;
  /** Controls beside the heading (Add…, a filter), wrapping under it on a phone. */
  actions?: ReactNode;
  /** The region's name when it shows no heading (a section or article only). */
  label?: string;
  /** A div for a frame that is no section of its own (a form's panel, a chart). */
  as?: "section" | "article" | "div";
  /** Layout of the content: spacing, grid. */
  className?: string;
  children: ReactNode;
};

const headings = { 2: "text-base font-semibold", 3: "text-sm font-semibold" };

/**
 * THE console card: the one frame (the `card` utility of app/globals.css) for sections, forms and
 * panels on the page's grey, with its heading. A div carries no name: a name on an element with no
 * role is not announced (axe refuses it).
 */
export function Card({
  title,
  level = 2,
  description,
  actions,
  label,
  as: Tag = "section",
  className = "space-y-4",
  children,
}: CardProps) {
  const headingId = useId();
  const H = level === 2 ? "h2" : "h3";
  const named = Tag !== "div";
  return (
    <Tag
      aria-labelledby={named && title ? headingId : undefined}
      aria-label={named && !title ? label : undefined}
      className={`card min-w-0 ${className}`}
    >
      {(title || description || actions) && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="min-w-0 space-y-1">
            {title && (
              <H id={headingId} className={`${headings[level]} wrap-anywhere`}>
                {title}
              </H>
            )}
            {description && <p className="text-sm text-zinc-600">{description}</p>}
          </div>
          {actions}
        </div>
      )}
      {children}
    </Tag>
  );
}
