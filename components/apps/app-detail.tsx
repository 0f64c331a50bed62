"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { QueryState } from "@/components/data/query-state";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { AppForm, type AppFormOutput } from "./app-form";
import { APP_NOT_FOUND, AppPage } from "./app-page";
import { KeysSection } from "./keys-section";
import { useApp, useDeleteApp, useUpdateApp, type App } from "./queries";
import { Card } from "@/components/ui/card";

const toForm = (app: App): AppFormOutput => ({
  name: app.name,
  description: app.description ?? "",
  website: app.website ?? "",
  callback_urls: app.callback_urls ?? [],
  access_level: app.access_level,
  sign_in_with: app.sign_in_with,
});

function DeleteApp({ app }: { app: App }) {
  const router = useRouter();
  const remove = useDeleteApp(app.id);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="danger" className="ml-auto" onClick={() => setOpen(true)}>
        Delete app
      </Button>
      <ConfirmDialog
        open={open}
        title="Delete this app?"
        confirmLabel="Delete app"
        pending={remove.isPending}
        error={remove.error}
        onCancel={() => {
          setOpen(false);
          remove.reset();
        }}
        onConfirm={() =>
          remove.mutate(undefined, { onSuccess: () => router.push("/console/apps") })
        }
      >
        <p>
          <strong className="text-zinc-900">{app.name}</strong> and all of its keys and tokens stop
          working immediately. This cannot be undone.
        </p>
      </ConfirmDialog>
    </>
  );
}

export function AppDetail({ id }: { id: string }) {
  const app = useApp(id);
  const update = useUpdateApp(id);

  return (
    <AppPage appId={id} current="keys">
      <QueryState
        query={app}
        loading="Loading app"
        failed="Could not load the app"
        notFound={APP_NOT_FOUND}
        rows={6}
      >
        {(data) => (
          <>
            <Card title="App details">
              {update.isSuccess && <Alert tone="success">Changes saved.</Alert>}
              <AppForm
                key={data.id}
                initial={toForm(data)}
                submitLabel="Save"
                onSubmit={async (values) => {
                  update.reset();
                  return toForm(await update.mutateAsync(values));
                }}
                actions={<DeleteApp app={data} />}
              />
            </Card>
            <KeysSection appId={id} />
          </>
        )}
      </QueryState>
    </AppPage>
  );
}
