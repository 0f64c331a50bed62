import { Button } from "@/components/ui/button";

/** The footer of every console form: Cancel, then the submit button, both held while it submits. */
export function FormActions({
  submitLabel,
  onCancel,
  submitting,
}: {
  submitLabel: string;
  onCancel: () => void;
  submitting: boolean;
}) {
  return (
    <div className="flex justify-end gap-3 border-t border-zinc-200 pt-4">
      <Button variant="secondary" onClick={onCancel} disabled={submitting}>
        Cancel
      </Button>
      <Button type="submit" pending={submitting}>
        {submitLabel}
      </Button>
    </div>
  );
}
