import type { Metadata } from "next";
import Link from "next/link";
import { SignInPanel } from "@/components/auth/sign-in-panel";
import { safeCallbackUrl } from "@/app/session";

export const metadata: Metadata = { title: "Sign in" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export default async function SignInPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const callbackUrl = safeCallbackUrl(first(params.callbackUrl));
  const error = first(params.error);

  return (
    <main className="grid min-h-screen place-items-center px-6">
      <div className="w-full max-w-sm space-y-6 rounded-2xl bg-white p-8 shadow-sm ring-1 ring-zinc-200">
        <div className="space-y-1 text-center">
          <Link href="/" className="text-sm font-semibold text-accent-700">
            SVC Platform
          </Link>
          <h1 className="text-xl font-semibold tracking-tight">Sign in to the console</h1>
          <p className="text-sm text-zinc-600">
            You will continue on the platform&apos;s sign-in page and come back here.
          </p>
        </div>
        <SignInPanel callbackUrl={callbackUrl} auto={first(params.auto) === "1"} error={error} />
      </div>
    </main>
  );
}
