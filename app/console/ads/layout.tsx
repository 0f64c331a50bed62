import { Suspense, type ReactNode } from "react";
import { AdsFrame } from "@/components/ads/ads-frame";
import { SkeletonRows } from "@/components/ui/skeleton";

/** The ads pages share the account switcher and sub-navigation; the account is the path segment after /console/ads. */
export default function AdsLayout({ children }: { children: ReactNode }) {
  return (
    // The frame reads the query (to drop a leftover ?account=): useSearchParams needs a Suspense boundary.
    <Suspense fallback={<SkeletonRows rows={4} label="Loading ads" />}>
      <AdsFrame>{children}</AdsFrame>
    </Suspense>
  );
}
