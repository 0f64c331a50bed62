import { z } from "zod";
import { db } from "@/lib/db/client";
import { defineOperation } from "../../ads-kernel/operation";
import { mediaLibraryRecord } from "./record";
import { libraryCreate, libraryList, libraryUpdate, mediaKeyParam } from "./schema";
import { addToLibrary, entry, libraryRecords, removeEntry, updateEntry } from "./service";
import { listLibrary } from "./list";
import { parseParams } from "../../ads-kernel/validate";
import * as ex from "../example-ids";

const PATH = "/accounts/:account_id/media_library";
const ONE = `${PATH}/:media_key`;
const common = { family: "media", record: mediaLibraryRecord } as const;

/** The media_key of the path, checked as a parameter is (a malformed key is named). */
const pathKey = (key: string) =>
  parseParams(z.object({ media_key: mediaKeyParam }), { media_key: key }).media_key;

/** The media library (document 3 and FACTS): media_key is the path id. */
export const mediaLibraryOperations = [
  defineOperation({
    ...common,
    method: "get",
    path: PATH,
    example: { path: ex.ON_ACCOUNT },
    summary: "List the account's media library (q matches name, title, file_name, description)",
    action: "creatives.read",
    params: libraryList,
    response: "list",
    handler: async ({ ctx, params }) => ({ ...(await listLibrary(ctx, params)), list: true }),
  }),
  defineOperation({
    ...common,
    method: "get",
    path: ONE,
    example: { path: { ...ex.ON_ACCOUNT, media_key: ex.MEDIA_KEY } },
    summary: "One media library entry",
    action: "creatives.read",
    handler: async ({ ctx, c }) => {
      const key = pathKey(c.req.param("media_key") ?? "");
      const data = await db().transaction(
        async (tx) => (await libraryRecords(tx, [await entry(tx, ctx.account.id, key)]))[0],
      );
      return { data };
    },
  }),
  defineOperation({
    ...common,
    method: "post",
    path: PATH,
    example: { path: ex.ON_ACCOUNT, params: { media_key: ex.MEDIA_KEY, name: "Spring photo" } },
    summary:
      "Add uploaded media to the media library (AMPLIFY_VIDEO also becomes PREROLL account media)",
    action: "creatives.write",
    params: libraryCreate,
    status: 201,
    handler: async ({ ctx, params }) => ({ data: await addToLibrary(ctx, params), status: 201 }),
  }),
  defineOperation({
    ...common,
    method: "put",
    path: ONE,
    example: {
      path: { ...ex.ON_ACCOUNT, media_key: ex.MEDIA_KEY },
      params: { name: "Spring photo, cropped" },
    },
    summary: "Change a media library entry's names or poster",
    action: "creatives.write",
    params: libraryUpdate,
    handler: async ({ ctx, c, params }) => ({
      data: await updateEntry(ctx, pathKey(c.req.param("media_key") ?? ""), params),
    }),
  }),
  defineOperation({
    ...common,
    method: "delete",
    path: ONE,
    example: { path: { ...ex.ON_ACCOUNT, media_key: ex.MEDIA_KEY } },
    summary: "Remove media from the media library",
    action: "creatives.write",
    handler: async ({ ctx, c }) => ({
      data: await removeEntry(ctx, pathKey(c.req.param("media_key") ?? "")),
    }),
  }),
];
