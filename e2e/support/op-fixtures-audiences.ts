import { audienceParams } from "./ads-fixtures-audiences";
import { created, type FixtureEnv, type OpFixture } from "./op-fixtures-env";
import { personHash } from "./audiences";
import { lineItem } from "./ads-fixtures";
import { until } from "./receiver";

/**
 * Fixtures of the audiences' operations: the resource's (custom_audiences, for the generated suites),
 * and the declared or nested ones (users, targeted, permissions under 12 and tailored under 5/).
 * A grant needs another account and, outside a business, the owner's SHARE_AUDIENCE_OUTSIDE_BUSINESS.
 */
let seq = 0;
const A = "/accounts/:account_id";

async function audience(env: FixtureEnv): Promise<string> {
  const made = await env.ads.post(`accounts/${env.account}/custom_audiences`, audienceParams());
  return String(created(made, "custom audience").id);
}

/** An audience of 100 matched users (AUDIENCE_MIN_SIZE), once processed. */
async function targetable(env: FixtureEnv): Promise<string> {
  const id = await audience(env);
  const users = Array.from({ length: 100 }, (_, i) => ({ email: [personHash("email", 300 + i)] }));
  const path = `accounts/${env.account}/custom_audiences/${id}`;
  created(
    await env.ads.post(`${path}/users`, {}, [{ operation_type: "Update", params: { users } }]),
    "users",
  );
  await until(async () => (await env.ads.get(path)).body.data.targetable === true, 60_000);
  return id;
}

/** Another account the owner may share with (the feature lets it share outside its business). */
async function grantee(env: FixtureEnv): Promise<string> {
  await env.ads.post(`accounts/${env.account}/features`, {
    feature_keys: "SHARE_AUDIENCE_OUTSIDE_BUSINESS",
  });
  const other = await env.ads
    .withBase("/ads-sandbox")
    .post("accounts", { name: `Grantee ${++seq}` });
  return String(created(other, "grantee account").id);
}

function permissionFixtures(parent: string, idName: string, permId: string, base: string) {
  const path = (account: string, id: string) =>
    `${base}accounts/${account}/${parent}/${id}/permissions`;
  const grant = async (env: FixtureEnv, id: string) => {
    const r = await env.ads.post(path(env.account, id), {
      granted_account_id: await grantee(env),
      permission_level: "READ_ONLY",
    });
    return String(created(r, "permission").id);
  };
  const P = `${A}/${parent}/:${idName}/permissions`;
  return {
    [`GET ${P}`]: async (env: FixtureEnv) => {
      const id = await audience(env);
      await grant(env, id);
      await grant(env, id);
      return { ids: { [idName]: id } };
    },
    [`GET ${P}/:${permId}`]: async (env: FixtureEnv) => {
      const id = await audience(env);
      return { ids: { [idName]: id, [permId]: await grant(env, id) } };
    },
    [`POST ${P}`]: async (env: FixtureEnv) => ({
      ids: { [idName]: await audience(env) },
      params: { granted_account_id: await grantee(env), permission_level: "READ_WRITE" },
    }),
    [`DELETE ${P}/:${permId}`]: async (env: FixtureEnv) => {
      const id = await audience(env);
      return { ids: { [idName]: id, [permId]: await grant(env, id) } };
    },
  } satisfies Record<string, OpFixture>;
}

export const AUDIENCE_FIXTURES: Record<string, OpFixture> = {
  [`POST ${A}/custom_audiences/:custom_audience_id/users`]: async (env) => ({
    ids: { custom_audience_id: await audience(env) },
    body: [{ operation_type: "Update", params: { users: [{ email: [personHash("email", 7)] }] } }],
  }),
  // Our extension: the size a tree over a (not yet processed) audience of the account would have.
  [`POST ${A}/custom_audiences/flexible_preview`]: async (env) => ({
    body: {
      segments: {
        boolean_operator: "OR",
        child_segments: [{ custom_audience_id: await audience(env) }],
      },
    },
  }),
  // Two campaigns whose line items target a processed audience: a page of one has a next page.
  [`GET ${A}/custom_audiences/:custom_audience_id/targeted`]: async (env) => {
    const id = await targetable(env);
    for (let i = 0; i < 2; i++) {
      const li = await lineItem(env.ads, env.account);
      const r = await env.ads.post(`accounts/${env.account}/targeting_criteria`, {
        line_item_id: li,
        targeting_type: "CUSTOM_AUDIENCE",
        targeting_value: id,
      });
      created(r, "audience criterion");
    }
    return { ids: { custom_audience_id: id }, params: { with_active: false } };
  },
  ...permissionFixtures(
    "custom_audiences",
    "custom_audience_id",
    "custom_audience_permission_id",
    "",
  ),
  ...permissionFixtures(
    "tailored_audiences",
    "tailored_audience_id",
    "tailored_audience_permission_id",
    "../5/",
  ),
};
