import type { ReactNode } from "react";
import type { Column } from "@/components/data/data-table";

/** What a line item's attachment section is made of: each kind is one of these (tracking-tags-section.tsx). */
export type Rec = { id: string };

export type AttachmentSpec<R extends Rec> = {
  /** The account resource listed by line_item_ids ("tracking_tags", "promoted_posts"…). */
  path: string;
  title: string;
  noun: string;
  columns: Column<R>[];
  rowLabel: (r: R) => string;
  empty: string;
  add?: {
    label: string;
    description?: string;
    /** A wide dialog (a chooser with previews). */
    wide?: boolean;
    form: (done: () => void) => ReactNode;
  };
  edit?: (r: R, done: () => void) => ReactNode;
  remove?: { verb: string; explain: (r: R) => ReactNode };
};
