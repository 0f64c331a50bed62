import type { Metadata } from "next";
import { DraftPreviewPage } from "@/components/console/draft-preview-page";

export const metadata: Metadata = { title: "Draft post preview" };

/** Where a draft preview notification links: the draft as its preview renders it (?account=). */
export default async function DraftPreview({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ account?: string | string[] }>;
}) {
  const { id } = await params;
  const { account } = await searchParams;
  return <DraftPreviewPage draftId={id} accountId={typeof account === "string" ? account : ""} />;
}
