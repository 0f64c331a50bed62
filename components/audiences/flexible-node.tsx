"use client";

import { Button } from "@/components/ui/button";
import { Checkbox, Select } from "@/components/ui/input";
import { LeafNode } from "./flexible-leaf";
import {
  isGroup,
  newGroup,
  newLeaf,
  type GroupDraft,
  type NodeDraft,
  type NodeProps,
} from "./flexible-model";

const small = "inline-block! w-auto! min-w-0";

/** One node of the tree: a group (operator, negate, children, add) or a leaf audience with its frequency. */
export function FlexibleNode(p: NodeProps) {
  return isGroup(p.node) ? <GroupNode {...p} node={p.node} /> : <LeafNode {...p} node={p.node} />;
}

function GroupNode({
  node,
  path,
  leaves,
  canAddLeaf,
  canAddGroup,
  onChange,
  root,
}: NodeProps & { node: GroupDraft }) {
  const set = (patch: Partial<GroupDraft>) => onChange(node.key, (n) => ({ ...n, ...patch }));
  const add = (child: NodeDraft) =>
    onChange(node.key, (n) => (isGroup(n) ? { ...n, children: [...n.children, child] } : n));
  const name = `Group ${path}`;
  return (
    <fieldset className="space-y-3 rounded-lg p-3 ring-1 ring-zinc-300">
      <legend className="px-1 text-sm font-medium">{name}</legend>
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <label className="flex items-center gap-2">
          Combine with
          <Select
            aria-label={`${name}: combine with`}
            className={small}
            value={node.boolean_operator}
            onChange={(e) => set({ boolean_operator: e.target.value as "AND" | "OR" })}
          >
            <option value="AND">AND (in all)</option>
            <option value="OR">OR (in any)</option>
          </Select>
        </label>
        <label className="flex items-center gap-2">
          <Checkbox
            aria-label={`${name}: exclude (NOT)`}
            checked={node.negate}
            onChange={(e) => set({ negate: e.target.checked })}
          />
          Exclude (NOT)
        </label>
        {!root && (
          <Button
            size="sm"
            variant="ghostDanger"
            aria-label={`Remove ${name}`}
            onClick={() => onChange(node.key, () => null)}
          >
            Remove group
          </Button>
        )}
      </div>
      <ol className="space-y-3">
        {node.children.map((c, i) => (
          <li key={c.key}>
            <FlexibleNode
              node={c}
              path={`${path}.${i + 1}`}
              leaves={leaves}
              canAddLeaf={canAddLeaf}
              canAddGroup={canAddGroup}
              onChange={onChange}
            />
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="secondary"
          disabled={!canAddLeaf || !leaves.length}
          aria-label={`Add audience to ${name}`}
          onClick={() => add(newLeaf(leaves[0]?.id ?? ""))}
        >
          Add audience
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={!canAddGroup || !canAddLeaf || !leaves.length}
          aria-label={`Add group to ${name}`}
          onClick={() => add(newGroup([newLeaf(leaves[0]?.id ?? "")]))}
        >
          Add group
        </Button>
      </div>
    </fieldset>
  );
}
