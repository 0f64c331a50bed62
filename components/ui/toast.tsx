"use client";

import { createContext, useCallback, useContext, useState, type ReactNode } from "react";

type Toast = { id: number; message: string };
const ToastContext = createContext<(message: string) => void>(() => {});

/** How long a success message stays: long enough to read, short enough not to linger as stale news. */
const SHOW_MS = 5000;
let next = 1;

/**
 * Success messages after an action, in one polite live region (role=status) at the corner of the
 * page; each goes away by itself, so nothing stays on the page after it stopped being news.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const show = useCallback((message: string) => {
    const id = next++;
    setToasts((list) => [...list, { id, message }]);
    setTimeout(() => setToasts((list) => list.filter((t) => t.id !== id)), SHOW_MS);
  }, []);
  return (
    <ToastContext.Provider value={show}>
      {children}
      <div
        role="status"
        aria-live="polite"
        className="pointer-events-none fixed inset-x-4 bottom-4 z-50 flex flex-col items-end gap-2"
      >
        {toasts.map((t) => (
          <p key={t.id} className="rounded-md bg-zinc-900 px-4 py-2.5 text-sm text-white shadow-lg">
            {t.message}
          </p>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

/** `toast("Access revoked")` after a successful action. */
export const useToast = () => useContext(ToastContext);
