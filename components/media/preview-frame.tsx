"use client";

import { useEffect, useRef, useState } from "react";

type PreviewFrameProps = {
  /**
   * A whole HTML document or fragment (lib/ads/previews), or `src`: the address of such a page on our
   * own origin (post_previews' signed link). Neither is ever allowed to run scripts.
   */
  html?: string;
  src?: string;
  /** The frame's accessible name ("Preview of the card on a timeline"). */
  title: string;
  /**
   * "content": the frame grows to its document's height (read from the parent; the frame itself runs
   * nothing). "aspect": a fixed shape, e.g. "16 / 9". Default: "content", with `minHeight` until loaded.
   */
  fit?: "content" | { aspect: string };
  minHeight?: number;
  /** Cap for "content" so a runaway document cannot make the page endless (default 2000 px). */
  maxHeight?: number;
  className?: string;
};

/**
 * The live previews' frame: `srcDoc` in a sandbox with no `allow-scripts` (nor forms, popups or top
 * navigation), so preview HTML can show but never act. `allow-same-origin` is kept only so the console
 * can measure the document's height; without scripts in the frame it grants the content nothing.
 */
export function PreviewFrame({
  html,
  src,
  title,
  fit = "content",
  minHeight = 160,
  maxHeight = 2000,
  className = "",
}: PreviewFrameProps) {
  const ref = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState<number | null>(null);

  useEffect(() => {
    const frame = ref.current;
    if (fit !== "content" || !frame) return;
    let observer: ResizeObserver | null = null;
    const measure = () => {
      const doc = frame.contentDocument;
      if (!doc?.documentElement) return;
      const h = Math.max(doc.documentElement.scrollHeight, doc.body?.scrollHeight ?? 0);
      setHeight(Math.min(maxHeight, Math.max(minHeight, Math.ceil(h))));
    };
    const onLoad = () => {
      measure();
      observer?.disconnect();
      const root = frame.contentDocument?.documentElement;
      if (root && typeof ResizeObserver !== "undefined") {
        observer = new ResizeObserver(measure);
        observer.observe(root);
      }
    };
    frame.addEventListener("load", onLoad);
    if (frame.contentDocument?.readyState === "complete") onLoad();
    return () => {
      frame.removeEventListener("load", onLoad);
      observer?.disconnect();
    };
  }, [html, src, fit, minHeight, maxHeight]);

  const style =
    fit === "content"
      ? { height: height ?? minHeight }
      : { aspectRatio: fit.aspect, height: "auto" as const };
  return (
    <iframe
      ref={ref}
      title={title}
      srcDoc={src === undefined ? html : undefined}
      src={src}
      sandbox="allow-same-origin"
      referrerPolicy="no-referrer"
      loading="lazy"
      style={style}
      className={`block w-full rounded-lg border-0 bg-white ring-1 ring-zinc-200 ${className}`}
    />
  );
}
