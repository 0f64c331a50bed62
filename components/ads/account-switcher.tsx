"use client";

import { usePathname, useRouter } from "next/navigation";
import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/input";
import { adsHref, adsTab } from "./ads-href";
import type { AdAccount } from "./types";

export function AccountSwitcher({ accounts, value }: { accounts: AdAccount[]; value: string }) {
  const router = useRouter();
  const pathname = usePathname() ?? "/console/ads";
  const groups = [
    { label: "Production", items: accounts.filter((a) => !a.sandbox) },
    { label: "Sandbox", items: accounts.filter((a) => a.sandbox) },
  ].filter((g) => g.items.length);
  return (
    <div className="w-full sm:w-72">
      <Field label="Account">
        {(p) => (
          // The choice lives in the path, so a reload or a shared link opens the same account; the
          // tab stays (a line item or a card of one account means nothing in another).
          <Select
            {...p}
            value={value}
            onChange={(e) => router.push(adsHref(e.target.value, adsTab(pathname)))}
          >
            {!value && (
              <option value="" disabled>
                Choose an account
              </option>
            )}
            {groups.map((g) => (
              <optgroup key={g.label} label={g.label}>
                {g.items.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.sandbox ? `${a.name} (sandbox)` : a.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </Select>
        )}
      </Field>
    </div>
  );
}
