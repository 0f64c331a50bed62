"use client";

import { BackHeading } from "@/components/ui/back-heading";
import type { ReactNode } from "react";
import { useApp } from "./queries";
import { AppTabs, type AppTab } from "./app-tabs";

/** What every tab of an app says when the app is not the user's (deleted, or another account's). */
export const APP_NOT_FOUND = {
  title: "App not found",
  message: "It may have been deleted, or it belongs to another account.",
};

/**
 * The frame of an app's pages: back to the apps, the app's name with the tab's, and the tabs. Each
 * tab page fills it with its own data (and its own loading and error states).
 */
export function AppPage({
  appId,
  current,
  section,
  className = "max-w-3xl",
  children,
}: {
  appId: string;
  current: AppTab;
  /** The tab's noun for the heading ("webhooks"); none on the app's main tab. */
  section?: string;
  className?: string;
  children: ReactNode;
}) {
  const app = useApp(appId);
  const name = app.data?.name;
  // The name once known; the section (or "App") while it loads or when it cannot.
  const title = section
    ? name
      ? `${name}: ${section}`
      : section[0].toUpperCase() + section.slice(1)
    : (name ?? "App");
  return (
    <div className={`${className} space-y-8`}>
      <BackHeading href="/console/apps" back="Apps" title={title} />
      <AppTabs appId={appId} current={current} />
      {children}
    </div>
  );
}
