import { formatBytes, LIMITS } from "@/components/media/upload-protocol";

/** The image types the upload interface accepts (lib/media probes the bytes again after sending). */
export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp"];

export type Minimum = { w: number; h: number; what: string };

/** The size of an image file as the browser decodes it, or null when it cannot be decoded. */
export function imageSize(url: string): Promise<{ w: number; h: number } | null> {
  return new Promise((resolve) => {
    const img = new Image();
    img.onload = () => resolve({ w: img.naturalWidth, h: img.naturalHeight });
    img.onerror = () => resolve(null);
    img.src = url;
  });
}

/**
 * Why a chosen file cannot be a picture or banner (a message for the field), or null when it may go
 * up. Checked before sending so a person learns at once; the server checks the same after the upload.
 */
export function refusal(
  file: { name: string; type: string; size: number },
  size: { w: number; h: number } | null,
  min: Minimum,
): string | null {
  if (!IMAGE_TYPES.includes(file.type.toLowerCase()))
    return `${file.name} is not an image; choose a JPEG, PNG, GIF or WebP file.`;
  const limit = file.type === "image/gif" ? LIMITS.gif : LIMITS.image;
  if (file.size > limit)
    return `${file.name} is ${formatBytes(file.size)}; an image can be at most ${formatBytes(limit)}.`;
  if (!size) return `${file.name} could not be read as an image; choose another file.`;
  if (size.w < min.w || size.h < min.h)
    return `${min.what} must be at least ${min.w}×${min.h} pixels; ${file.name} is ${size.w}×${size.h}.`;
  return null;
}
