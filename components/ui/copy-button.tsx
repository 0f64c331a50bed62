"use client";

import { useEffect, useState } from "react";
import { Button } from "./button";

/** Copies `value`; the label stays stable (tests and screen readers rely on it), a live region announces the result. */
export function CopyButton({ value, label = "Copy" }: { value: string; label?: string }) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");

  useEffect(() => {
    if (state === "idle") return;
    const timer = setTimeout(() => setState("idle"), 2000);
    return () => clearTimeout(timer);
  }, [state]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setState("copied");
    } catch {
      // Clipboard access needs a secure context or permission; say so rather than fail silently.
      setState("failed");
    }
  }

  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => void copy()}>
        {label}
      </Button>
      <span role="status" className="sr-only">
        {state === "copied"
          ? "Copied to clipboard"
          : state === "failed"
            ? "Copy failed; select the text and copy it manually"
            : ""}
      </span>
    </>
  );
}
