import Link from "next/link";

export default function NotFound() {
  return (
    <main className="grid min-h-screen place-items-center px-6 text-center">
      <div className="space-y-3">
        <p className="text-sm font-semibold text-accent-700">404</p>
        <h1 className="text-2xl font-semibold tracking-tight">Page not found</h1>
        <Link href="/" className="text-sm text-accent-700 hover:underline">
          Back to the home page
        </Link>
      </div>
    </main>
  );
}
