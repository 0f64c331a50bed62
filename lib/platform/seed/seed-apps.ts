import { and, eq } from "drizzle-orm";
import { db } from "../../db/client";
import { apps } from "../../db/schema";
import { createApp } from "@/lib/auth/apps/service";

/** The seed's apps: the console (the platform's first-party OAuth 2.0 client) and the demo app. */
export const DEMO_APP_NAME = "Demo Third-Party App";
export const DEMO_CALLBACKS = [
  "https://demo-app.example/callback",
  "http://127.0.0.1:8765/callback",
  "http://localhost:8765/callback",
];

/** The console app, with this process's callback added when the public address is new. */
export async function ensureConsoleApp(systemId: string, publicBaseUrl: string) {
  const consoleCallback = `${publicBaseUrl}/api/auth/callback/svc`;
  let consoleApp = (await db().select().from(apps).where(eq(apps.firstParty, true)).limit(1))[0];
  if (!consoleApp) {
    consoleApp = await createApp(
      systemId,
      {
        name: "SVC Console",
        description: "The platform's own console",
        website: publicBaseUrl,
        callback_urls: [consoleCallback],
        access_level: "read-write",
        sign_in_with: true,
      },
      { firstParty: true, tier: "enterprise" },
    );
  } else if (!consoleApp.callbackUrls.includes(consoleCallback)) {
    await db()
      .update(apps)
      .set({ callbackUrls: [...consoleApp.callbackUrls, consoleCallback] })
      .where(eq(apps.id, consoleApp.id));
  }
  return consoleApp;
}

export async function ensureDemoApp(ownerId: string) {
  let demoApp = (
    await db()
      .select()
      .from(apps)
      .where(and(eq(apps.ownerUserId, ownerId), eq(apps.name, DEMO_APP_NAME)))
      .limit(1)
  )[0];
  if (!demoApp) {
    // Enterprise: the demo shows every endpoint (likes, following, stream webhooks) working.
    demoApp = await createApp(
      ownerId,
      {
        name: DEMO_APP_NAME,
        description: "A third-party app for trying the OAuth flows",
        website: "https://demo-app.example",
        callback_urls: DEMO_CALLBACKS,
        access_level: "read-write",
        sign_in_with: true,
      },
      { tier: "enterprise" },
    );
  }
  return demoApp;
}
