"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ProfileUpdate } from "@/lib/profile/schema";
import { consoleApi, type ConsoleAnswer } from "@/components/console-client";

export type Profile = ConsoleAnswer<"GET /console-api/profile">;

const KEY = ["profile"] as const;

export function useProfile() {
  return useQuery({ queryKey: KEY, queryFn: () => consoleApi("GET /console-api/profile") });
}

export function useUpdateProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdate) => consoleApi("PUT /console-api/profile", { body }),
    onSuccess: (profile) => qc.setQueryData(KEY, profile),
  });
}
