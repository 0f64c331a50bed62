import type { Metadata } from "next";
import { MediaLibraryView } from "@/components/ads/media-library/media-library-view";

export const metadata: Metadata = { title: "Ads · Media" };

export default function AdsMediaPage() {
  return <MediaLibraryView />;
}
