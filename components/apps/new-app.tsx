"use client";

import { BackHeading } from "@/components/ui/back-heading";
import { useRouter } from "next/navigation";
import { AppForm } from "./app-form";
import { useCreateApp } from "./queries";
import { Card } from "@/components/ui/card";

export function NewApp() {
  const router = useRouter();
  const create = useCreateApp();

  return (
    <div className="max-w-2xl space-y-6">
      <BackHeading href="/console/apps" back="Apps" title="Create app" />
      <Card as="div" className="">
        <AppForm
          submitLabel="Create app"
          onSubmit={async (values) => {
            const app = await create.mutateAsync(values);
            // The details page is where the new app's keys and tokens are.
            router.push(`/console/apps/${encodeURIComponent(app.id)}`);
          }}
        />
      </Card>
    </div>
  );
}
