import type { Metadata } from "next";
import { NewApp } from "@/components/apps/new-app";

export const metadata: Metadata = { title: "Create app" };

export default function NewAppPage() {
  return <NewApp />;
}
