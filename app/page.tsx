import Link from "next/link";
import { buttonClass } from "@/components/ui/button";
import { SiteHeader } from "@/components/ui/site-header";

const FEATURES = [
  {
    title: "Apps and credentials",
    body: "Register apps, get consumer keys and secrets, and manage callback URLs.",
  },
  {
    title: "OAuth 1.0a and 2.0",
    body: "Sign in with SVC, user tokens with PKCE, and app-only bearer tokens.",
  },
  {
    title: "Runs on your servers",
    body: "One process, one port, an embedded database: nothing else to operate.",
  },
];

export default function Home() {
  return (
    <div className="min-h-screen">
      <SiteHeader />

      <main className="mx-auto max-w-5xl px-6 pb-20">
        <section className="py-16 sm:py-24">
          <h1 className="max-w-3xl text-4xl font-semibold tracking-tight sm:text-5xl">
            A developer platform you can host yourself.
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-zinc-600">
            SVC Platform gives your users an API with OAuth sign-in and an advertising interface,
            and gives developers and advertisers a console: apps, keys and tokens, connected apps,
            and the campaign tree of their ad accounts.
          </p>
          <div className="mt-8 flex flex-wrap items-center gap-4">
            <Link href="/console" className={buttonClass("primary", "", "lg")}>
              Open the console
            </Link>
            {/* Served by the platform router, not Next: a plain anchor, not a client-side Link. */}
            <a href="/ads/docs" className={buttonClass("secondary", "", "lg")}>
              Advertising API reference
            </a>
          </div>
        </section>

        <section aria-labelledby="features" className="grid gap-6 sm:grid-cols-3">
          <h2 id="features" className="sr-only">
            Features
          </h2>
          {FEATURES.map((f) => (
            <div key={f.title} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-zinc-200">
              <h3 className="font-semibold">{f.title}</h3>
              <p className="mt-2 text-sm text-zinc-600">{f.body}</p>
            </div>
          ))}
        </section>
      </main>
    </div>
  );
}
