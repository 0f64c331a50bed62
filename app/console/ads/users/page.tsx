import type { Metadata } from "next";
import { UsersView } from "@/components/ads/users-view";

export const metadata: Metadata = { title: "Ads · Users" };

export default function AdsUsersPage() {
  return <UsersView />;
}
