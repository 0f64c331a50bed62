"use client";

import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useRef, type ReactNode } from "react";
import { directions, type Orientation } from "./reorder";

type SortableItemProps = {
  id: string;
  label: string;
  index: number;
  count: number;
  orientation: Orientation;
  onMove: (to: number) => void;
  children: ReactNode;
};

const control =
  "inline-flex size-9 shrink-0 items-center justify-center rounded-md text-zinc-600 hover:bg-zinc-100 " +
  "hover:text-zinc-900 disabled:cursor-not-allowed disabled:text-zinc-300 disabled:hover:bg-transparent " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600";

/** One row of the sortable list: the grip (drag and keyboard pick-up), the content, the Move buttons. */
export function SortableItem({
  id,
  label,
  index,
  count,
  orientation,
  onMove,
  children,
}: SortableItemProps) {
  const sortable = useSortable({ id });
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition } =
    sortable;
  const before = useRef<HTMLButtonElement>(null);
  const after = useRef<HTMLButtonElement>(null);
  const [back, forward] = directions(orientation);
  const horizontal = orientation === "horizontal";

  // A Move button that the move disables (top or bottom reached) hands focus to the other one.
  const move = (to: number) => {
    onMove(to);
    const edge = to === 0 ? after : to === count - 1 ? before : null;
    if (edge) requestAnimationFrame(() => edge.current?.focus());
  };

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-dragging={sortable.isDragging || undefined}
      className={
        "relative flex gap-2 rounded-lg bg-white p-2 shadow-sm ring-1 ring-zinc-200 data-[dragging]:z-10 data-[dragging]:shadow-lg data-[dragging]:ring-accent-500 " +
        (horizontal ? "w-44 shrink-0 flex-col" : "items-center")
      }
    >
      {horizontal && <div className="min-w-0">{children}</div>}
      <div className={horizontal ? "flex items-center justify-between" : "contents"}>
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`Drag ${label}`}
          className={`${control} cursor-grab touch-none active:cursor-grabbing`}
        >
          <svg aria-hidden viewBox="0 0 20 20" className="size-5" fill="currentColor">
            {[6, 10, 14].flatMap((y) =>
              [7, 13].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.5" />),
            )}
          </svg>
        </button>
        {!horizontal && <div className="min-w-0 flex-1">{children}</div>}
        <span className="flex">
          <button
            type="button"
            ref={before}
            className={control}
            aria-label={`Move ${label} ${back}`}
            disabled={index === 0}
            onClick={() => move(index - 1)}
          >
            <span aria-hidden>{horizontal ? "←" : "↑"}</span>
          </button>
          <button
            type="button"
            ref={after}
            className={control}
            aria-label={`Move ${label} ${forward}`}
            disabled={index === count - 1}
            onClick={() => move(index + 1)}
          >
            <span aria-hidden>{horizontal ? "→" : "↓"}</span>
          </button>
        </span>
      </div>
    </li>
  );
}
