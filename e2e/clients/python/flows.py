"""The test's side of a Python client process: calls arrive as JSON lines on stdin, answers leave
as lines starting with MARK on stdout (e2e/support/clients-rpc.ts is the other side)."""
import json
import sys
import traceback

MARK = "@@svc "


def _send(message):
    sys.stdout.write(MARK + json.dumps(message, default=str) + "\n")
    sys.stdout.flush()


def ask(what, args):
    """Asks the test for something in the middle of a flow (the user's approval)."""
    _send({"ask": what, "args": args})
    answer = json.loads(sys.stdin.readline())
    if not answer["ok"]:
        raise RuntimeError(answer["error"])
    return answer["value"]


def serve(handlers):
    for line in sys.stdin:
        call = json.loads(line)
        try:
            value = handlers[call["op"]](**call["args"])
            _send({"id": call["id"], "ok": True, "value": value})
        except Exception:  # reported to the test, which fails with it
            _send({"id": call["id"], "ok": False, "error": traceback.format_exc()})
