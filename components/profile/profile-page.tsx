"use client";

import { QueryState } from "@/components/data/query-state";
import { useToast } from "@/components/ui/toast";
import type { MediaField, ProfileText } from "@/lib/profile/schema";
import { ImageUpload } from "./image-upload";
import { ProfileForm } from "./profile-form";
import { useProfile, useUpdateProfile, type Profile } from "./queries";
import { Card } from "@/components/ui/card";
import { NoteWriterSetting } from "@/components/notes/writer-setting";

const toForm = (p: Profile): ProfileText => ({
  name: p.name,
  screen_name: p.screen_name,
  bio: p.bio,
  url: p.url,
  location: p.location,
});

/** /console/profile: the signed-in user's public profile; each saved change is an event for apps. */
export function ProfilePage() {
  const profile = useProfile();
  const update = useUpdateProfile();
  const toast = useToast();
  const saveImage = (field: MediaField, what: string) => async (mediaKey: string) => {
    await update.mutateAsync({ [field]: mediaKey });
    toast(`${what} saved`);
  };
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
          <>
            <Card label="Public profile" className="">
              <ProfileForm
                key={data.id}
                initial={toForm(data)}
                onSubmit={async (values) => {
                  const saved = toForm(await update.mutateAsync(values));
                  toast("Profile saved");
                  return saved;
                }}
              />
            </Card>
            <Card as="div" className="space-y-8">
              <ImageUpload
                field="profile_image_media_key"
                label="Profile picture"
                current={data.profile_image_url}
                onUploaded={saveImage("profile_image_media_key", "Profile picture")}
              />
              <ImageUpload
                field="profile_banner_media_key"
                label="Banner"
                current={data.profile_banner_url}
                onUploaded={saveImage("profile_banner_media_key", "Banner")}
              />
            </Card>
            <NoteWriterSetting />
          </>
        )}
      </QueryState>
    </div>
  );
}
