# A complete SVC Platform webhook receiver: Python standard library only.
# Run: SVC_CONSUMER_SECRET=<your app's consumer secret> PORT=8080 python3 webhook_receiver.py
import base64, hashlib, hmac, json, os, re, threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlparse

SECRET = os.environ.get("SVC_CONSUMER_SECRET", "").encode()
MAX_BODY = 1024 * 1024
SEEN = set()  # delivery ids already handled (keep them in your database in production)


def svc_signature(secret: bytes, message: bytes) -> str:
    """ "sha256=" + base64(HMAC-SHA256(key = consumer secret, message)) """
    return "sha256=" + base64.b64encode(hmac.new(secret, message, hashlib.sha256).digest()).decode()


def signature_valid(secret: bytes, raw_body: bytes, header) -> bool:
    if not header or not secret:
        return False  # no header or no secret: never valid
    return hmac.compare_digest(header.encode(), svc_signature(secret, raw_body).encode())


def handle_event(event, delivery_id):
    # Your work goes here, AFTER the 200 was sent: never make the platform wait.
    print("event", delivery_id, json.dumps(event)[:200], flush=True)


class Receiver(BaseHTTPRequestHandler):
    def send(self, status, body):
        data = json.dumps(body).encode()
        self.send_response(status)
        self.send_header("content-type", "application/json")
        self.send_header("content-length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self):  # the challenge-response check (CRC)
        token = parse_qs(urlparse(self.path).query).get("crc_token", [""])[0]
        if not re.fullmatch(r"[A-Za-z0-9_-]{16,128}", token):
            return self.send(400, {"error": "bad crc_token"})
        self.send(200, {"response_token": svc_signature(SECRET, token.encode())})

    def do_POST(self):  # an event
        length = int(self.headers.get("content-length") or 0)
        if length > MAX_BODY:
            return self.send(413, {"error": "too large"})
        raw = self.rfile.read(length)  # verify the RAW bytes, before any JSON parsing
        if not signature_valid(SECRET, raw, self.headers.get("x-svc-webhooks-signature")):
            return self.send(401, {"error": "invalid signature"})
        delivery_id = self.headers.get("x-svc-delivery-id", "")
        self.send(200, {"received": True})  # answer at once: within 10 seconds
        if delivery_id in SEEN:
            return  # at-least-once: skip a repeated delivery
        SEEN.add(delivery_id)
        try:
            event = json.loads(raw)
        except ValueError:
            return
        threading.Thread(target=handle_event, args=(event, delivery_id), daemon=True).start()

    def log_message(self, *args):
        pass


if __name__ == "__main__":
    if not SECRET:
        raise SystemExit("Set SVC_CONSUMER_SECRET to your app's consumer secret.")
    server = ThreadingHTTPServer((os.environ.get("HOST", "0.0.0.0"), int(os.environ.get("PORT", "8080"))), Receiver)
    print(f"listening on port {server.server_address[1]}", flush=True)
    server.serve_forever()
