import { Suspense, type ReactNode } from "react";
import { AdsFrame } from "@/components/ads/ads-frame";
import { SkeletonRows } from "@/components/ui/skeleton";

/** The ads pages share the account switcher and sub-navigation; the account is read from ?account=. */
export default function AdsLayout({ children }: { children: ReactNode }) {
  return (
    // useSearchParams (the account) needs a Suspense boundary in the app router.
    <Suspense fallback={<SkeletonRows rows={4} label="Loading ads" />}>
      <AdsFrame>{children}</AdsFrame>
    </Suspense>
  );
}
