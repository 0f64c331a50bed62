"use client";

import { QueryState } from "@/components/data/query-state";
import { useToast } from "@/components/ui/toast";
import type { ProfileFields } from "@/lib/profile/schema";
import { ProfileForm } from "./profile-form";
import { useProfile, useUpdateProfile, type Profile } from "./queries";

const toForm = (p: Profile): ProfileFields => ({
  name: p.name,
  screen_name: p.screen_name,
  bio: p.bio,
  url: p.url,
  location: p.location,
  profile_image_url: p.profile_image_url,
  profile_banner_url: p.profile_banner_url,
});

/** /console/profile: the signed-in user's public profile; each saved change is an event for apps. */
export function ProfilePage() {
  const profile = useProfile();
  const update = useUpdateProfile();
  const toast = useToast();
  return (
    <div className="max-w-2xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Profile</h1>
        <p className="mt-1 text-sm text-zinc-600">
          What people and apps see of you. Apps subscribed to your activity get an event for each
          field you change.
        </p>
      </div>
      <QueryState
        query={profile}
        loading="Loading profile"
        failed="Could not load the profile"
        rows={6}
      >
        {(data) => (
          <section
            aria-label="Public profile"
            className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-zinc-200"
          >
            <ProfileForm
              key={data.id}
              initial={toForm(data)}
              onSubmit={async (values) => {
                const saved = toForm(await update.mutateAsync(values));
                toast("Profile saved");
                return saved;
              }}
            />
          </section>
        )}
      </QueryState>
    </div>
  );
}
