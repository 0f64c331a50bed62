/** The `twitter` package (node-twitter 1.7) ships no types: what the client flows use of it. */
declare module "twitter" {
  import type { EventEmitter } from "node:events";
  type Params = Record<string, string | number | Buffer | undefined>;
  type Options = {
    consumer_key?: string;
    consumer_secret?: string;
    access_token_key?: string;
    access_token_secret?: string;
    bearer_token?: string;
    rest_base?: string;
    media_base?: string;
  };
  export default class Twitter {
    constructor(options: Options);
    get(path: string, params?: Params): Promise<Record<string, unknown>>;
    post(path: string, params?: Params): Promise<Record<string, unknown>>;
    stream(path: string, params?: Params): EventEmitter & { destroy: () => void };
  }
}
