/** The `twitter-ads` package (a community Node client of the advertising interface) ships no types. */
declare module "twitter-ads" {
  type Params = Record<string, string | number | boolean | string[] | undefined>;
  type Callback = (
    error: (Error & { allErrors?: unknown[] }) | null,
    resp: { statusCode: number; headers: Record<string, string> },
    body: Record<string, unknown>,
  ) => void;
  export default class TwitterAdsAPI {
    constructor(options: {
      consumer_key: string;
      consumer_secret: string;
      access_token: string;
      access_token_secret: string;
      sandbox?: boolean;
      api_version?: string;
    });
    get(url: string, params: Params, cb: Callback): void;
    post(url: string, params: Params, cb: Callback): void;
    put(url: string, params: Params, cb: Callback): void;
    delete(url: string, params: Params, cb: Callback): void;
  }
}
