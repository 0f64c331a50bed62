import type { Metadata } from "next";
import { UsersView } from "@/components/ads/accounts/users-view";

export const metadata: Metadata = { title: "Ads · Users" };

export default function AdsUsersPage() {
  return <UsersView />;
}
