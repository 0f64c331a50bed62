"use client";

import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from "@dnd-kit/core";
import {
  horizontalListSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { useId, useRef, useState, type ReactNode } from "react";
import { announcer, instructions, moveItem, type Orientation } from "./reorder";
import { SortableItem } from "./sortable-item";

type SortableListProps<T> = {
  /** The list's accessible name ("Carousel media", "Cards"). */
  label: string;
  items: readonly T[];
  getId: (item: T) => string;
  /** How the item is named to assistive technology ("Hero image"), in announcements and buttons. */
  getLabel: (item: T) => string;
  /** The whole new order, after a drag or a Move button. */
  onReorder: (next: T[]) => void;
  renderItem: (item: T, index: number) => ReactNode;
  /** "horizontal": a row that scrolls sideways (carousel media); arrows and buttons read left/right. */
  orientation?: Orientation;
};

/**
 * A controlled list reordered by pointer drag (the grip), by keyboard (focus the grip, Space, arrows,
 * Space; Escape cancels) or with the Move buttons. dnd-kit announces each step with the item's label
 * and position; the Move buttons' result is said in a polite status region.
 */
export function SortableList<T>({
  label,
  items,
  getId,
  getLabel,
  onReorder,
  renderItem,
  orientation = "vertical",
}: SortableListProps<T>) {
  const dndId = useId();
  const [status, setStatus] = useState("");
  const ids = items.map(getId);
  const labelOf = (id: string) => {
    const item = items.find((it) => getId(it) === id);
    return item === undefined ? id : getLabel(item);
  };
  const say = announcer(ids, labelOf);
  // dnd-kit reports "over" at once (the item over its own place), and its monitor can then drop the
  // start event: the first "over" says "Picked up …" instead; later ones only when the place changes.
  // undefined: a drag just started (set by onDragStart, which dnd-kit always calls).
  const lastOver = useRef<string | null | undefined>(undefined);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const reorder = (from: number, to: number, announce: boolean) => {
    const next = moveItem(items, from, to);
    onReorder(next);
    if (announce) setStatus(announcer(next.map(getId), labelOf).moved(ids[from]));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    reorder(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)), false);
  };

  const horizontal = orientation === "horizontal";
  return (
    <DndContext
      id={dndId}
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragStart={() => (lastOver.current = undefined)}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: instructions(orientation) },
        announcements: {
          onDragStart: ({ active }) => say.pickedUp(String(active.id)),
          onDragOver: ({ active, over }) => {
            const [id, overId] = [String(active.id), over ? String(over.id) : null];
            if (overId === lastOver.current) return undefined;
            const first = lastOver.current === undefined;
            lastOver.current = overId;
            return first && overId === id ? say.pickedUp(id) : say.over(id, overId);
          },
          onDragEnd: ({ active, over }) =>
            say.dropped(String(active.id), over ? String(over.id) : null),
          onDragCancel: ({ active }) => say.cancelled(String(active.id)),
        },
      }}
    >
      <SortableContext
        items={ids}
        strategy={horizontal ? horizontalListSortingStrategy : verticalListSortingStrategy}
      >
        <ul
          aria-label={label}
          className={horizontal ? "flex gap-3 overflow-x-auto pb-2" : "flex flex-col gap-2"}
        >
          {items.map((item, index) => (
            <SortableItem
              key={ids[index]}
              id={ids[index]}
              label={getLabel(item)}
              index={index}
              count={items.length}
              orientation={orientation}
              onMove={(to) => reorder(index, to, true)}
            >
              {renderItem(item, index)}
            </SortableItem>
          ))}
        </ul>
      </SortableContext>
      <p role="status" aria-live="polite" className="sr-only">
        {status}
      </p>
    </DndContext>
  );
}
