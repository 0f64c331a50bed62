import Link from "next/link";

/**
 * Why a control is missing: the server's sentence naming the tier that has the feature (lib/usage
 * tierNote), and where the tier is changed. Shown in place of controls the app may not use.
 */
export function TierNote({ appId, note }: { appId: string; note: string }) {
  return (
    <>
      {note}{" "}
      <Link
        href={`/console/apps/${encodeURIComponent(appId)}/usage`}
        className="font-medium text-accent-700 underline"
      >
        Change the tier on the Usage tab
      </Link>
      .
    </>
  );
}
