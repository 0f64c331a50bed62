import {
  COMPARATORS,
  leavesOf,
  LOOKBACK_WINDOWS,
  MAX_DEPTH,
  MAX_LEAVES,
  type Group,
  type Segment,
} from "@/lib/audiences/flexible";
import type { Audience } from "./audience-model";

/**
 * The flexible audience builder's draft: the interface's boolean tree (lib/audiences/flexible.ts)
 * with a key on every node for React and the edits. Pure; the body it becomes is checked with the
 * interface's own create schema (customAudienceCreate) before it is sent.
 */
export type LeafDraft = {
  key: string;
  custom_audience_id: string;
  frequency: number;
  frequency_comparator: (typeof COMPARATORS)[number];
  lookback_window: (typeof LOOKBACK_WINDOWS)[number];
  negate: boolean;
};
export type GroupDraft = {
  key: string;
  boolean_operator: "AND" | "OR";
  negate: boolean;
  children: NodeDraft[];
};
export type NodeDraft = LeafDraft | GroupDraft;
export { COMPARATORS, LOOKBACK_WINDOWS, MAX_DEPTH, MAX_LEAVES };

export const isGroup = (n: NodeDraft): n is GroupDraft => "children" in n;

let next = 0;
const key = () => `n${++next}`;

export const newLeaf = (audienceId: string): LeafDraft => ({
  key: key(),
  custom_audience_id: audienceId,
  frequency: 1,
  frequency_comparator: "GTE",
  lookback_window: 30,
  negate: false,
});
export const newGroup = (children: NodeDraft[] = []): GroupDraft => ({
  key: key(),
  boolean_operator: "AND",
  negate: false,
  children,
});

/** The tree with the node `at` replaced by `f(node)` (null removes it). */
export function edit(root: GroupDraft, at: string, f: (n: NodeDraft) => NodeDraft | null) {
  const walk = (n: NodeDraft): NodeDraft | null => {
    if (n.key === at) return f(n);
    if (!isGroup(n)) return n;
    const children = n.children.map(walk).filter((c): c is NodeDraft => c !== null);
    return { ...n, children };
  };
  return (walk(root) as GroupDraft | null) ?? newGroup();
}

/** The interface's segments (document 3) of the draft. */
export function toSegments(n: GroupDraft): Group {
  const seg = (c: NodeDraft): Segment =>
    isGroup(c)
      ? {
          boolean_operator: c.boolean_operator,
          negate: c.negate,
          child_segments: c.children.map(seg),
        }
      : {
          custom_audience_id: c.custom_audience_id,
          frequency: c.frequency,
          frequency_comparator: c.frequency_comparator,
          lookback_window: c.lookback_window,
          negate: c.negate,
        };
  return seg(n) as Group;
}

/** Leaves and depth of the draft (the limits are said beside the tree). */
export const counts = (root: GroupDraft) => {
  const { leaves, depth } = leavesOf(toSegments(root));
  return { leaves: leaves.length, depth };
};

/** The tree read back in words: "(Buyers in 30 days) AND NOT (Churned …)". */
export function describe(s: Segment, name: (id: string) => string): string {
  const not = s.negate ? "NOT " : "";
  if ("custom_audience_id" in s) {
    const f = `${COMPARATOR_WORDS[s.frequency_comparator]} ${s.frequency} day${s.frequency === 1 ? "" : "s"} in the last ${s.lookback_window}`;
    return `${not}${name(s.custom_audience_id)} (seen ${f})`;
  }
  const inner = s.child_segments.map((c) => describe(c, name)).join(` ${s.boolean_operator} `);
  return s.child_segments.length > 1 || s.negate ? `${not}(${inner})` : inner;
}

export const COMPARATOR_WORDS: Record<(typeof COMPARATORS)[number], string> = {
  EQ: "exactly",
  NE: "other than",
  GT: "more than",
  GTE: "at least",
  LT: "fewer than",
  LTE: "at most",
};

/** What each node of the builder's tree is given (flexible-node.tsx, flexible-leaf.tsx). */
export type NodeProps = {
  node: NodeDraft;
  /** "Group 1", "Group 1.2", "Audience 1.3": every control's label says which node it edits. */
  path: string;
  leaves: Audience[];
  canAddLeaf: boolean;
  canAddGroup: boolean;
  onChange: (key: string, f: (n: NodeDraft) => NodeDraft | null) => void;
  root?: boolean;
};
