import type { Metadata } from "next";
import { ConnectionsList } from "@/components/connections/connections-list";

export const metadata: Metadata = { title: "Connected apps" };

export default function ConnectionsPage() {
  return <ConnectionsList />;
}
