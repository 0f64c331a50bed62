import { Alert } from "@/components/ui/alert";

/** Errors that belong to no single field (from the API or a cross-field rule), above the form. */
export function FormAlert({
  title,
  messages,
}: {
  title: string;
  messages: (string | undefined)[];
}) {
  const list = messages.filter((m): m is string => Boolean(m));
  if (!list.length) return null;
  return (
    <Alert title={title}>
      <ul className="list-disc pl-5">
        {list.map((m, i) => (
          <li key={i}>{m}</li>
        ))}
      </ul>
    </Alert>
  );
}
