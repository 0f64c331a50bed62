import net from "node:net";

/**
 * Loaded with `--import` into the processes that run client libraries: connections to the reference
 * platform's host names go to the test's TLS proxy instead (SVC_CLIENTS_HOSTS: {"api.x.com":
 * {"host":"127.0.0.1","port":…}}). Only the socket's address changes: the library still builds its
 * URLs, Host header, TLS server name and signatures for the reference host, and verifies the
 * certificate against NODE_EXTRA_CA_CERTS. The libraries' own code is untouched.
 */
type Target = { host: string; port: number };
const map: Record<string, Target> = JSON.parse(process.env.SVC_CLIENTS_HOSTS ?? "{}");

type ConnectOptions = { host?: string; port?: number | string };
const redirect = (o: ConnectOptions): ConnectOptions => {
  const target = o.host ? map[o.host] : undefined;
  return target ? { ...o, host: target.host, port: target.port } : o;
};

const original = net.Socket.prototype.connect;
// net.connect hands Socket#connect an array [options, callback] marked by a private symbol, whose
// entries may be replaced in place; tls.connect and direct calls pass (options, callback).
net.Socket.prototype.connect = function (this: net.Socket, ...args: unknown[]) {
  const first = args[0];
  if (Array.isArray(first) && first[0] && typeof first[0] === "object")
    first[0] = redirect(first[0] as ConnectOptions);
  else if (first && typeof first === "object") args[0] = redirect(first as ConnectOptions);
  else if (typeof args[1] === "string" && map[args[1]])
    args.splice(0, 2, map[args[1]].port, map[args[1]].host);
  return (original as (...a: unknown[]) => net.Socket).apply(this, args);
} as typeof net.Socket.prototype.connect;
