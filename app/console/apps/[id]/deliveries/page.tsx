import type { Metadata } from "next";
import { Suspense } from "react";
import { DeliveriesPage } from "@/components/webhooks/deliveries/deliveries-page";

export const metadata: Metadata = { title: "Deliveries" };

/** Suspense: the log's filters read the URL's search parameters on the client. */
export default async function AppDeliveries({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <Suspense>
      <DeliveriesPage appId={id} />
    </Suspense>
  );
}
