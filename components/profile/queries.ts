"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ProfileUpdate } from "@/lib/profile/schema";
import type { ProfileView } from "@/lib/profile/service";
import { api } from "@/components/api";

export type Profile = ProfileView;

const KEY = ["profile"] as const;
const PATH = "/console-api/profile";

export function useProfile() {
  return useQuery({ queryKey: KEY, queryFn: () => api.get<Profile>(PATH) });
}

export function useUpdateProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdate) => api.put<Profile>(PATH, body),
    onSuccess: (profile) => qc.setQueryData(KEY, profile),
  });
}
