import type { DerivedType } from "./card-derive";

/** "IMAGE_CAROUSEL_WEBSITE" -> "Image carousel website". */
export const typeWords = (type: string) => {
  const s = type.toLowerCase().replace(/_/g, " ").replace("multi dest", "multi-destination");
  return s.charAt(0).toUpperCase() + s.slice(1);
};

/** The card type the interface will derive, said as it changes (the panel is a polite status). */
export function CardTypeSummary({ derived }: { derived: DerivedType }) {
  if (derived.state === "type")
    return (
      <p>
        <span className="text-zinc-600">Card type: </span>
        {/* The interface's name of the type is for tests and tools (data-type), not for reading. */}
        <span
          data-testid="card-type"
          data-type={derived.type}
          className="font-semibold text-zinc-900"
        >
          {typeWords(derived.type)}
        </span>
      </p>
    );
  return (
    <p className={derived.state === "none" ? "text-red-700" : "text-zinc-700"}>
      <span className="text-zinc-600">Card type: </span>
      {derived.state === "none" ? "none yet. " : ""}
      {derived.message}
    </p>
  );
}
