"""Loaded by Python at start (PYTHONPATH): the reference platform's host names lead to the test's
TLS proxy (SVC_CLIENTS_HOSTS, as for the Node clients). Only the socket's address changes: the
library still builds its URLs, Host header, TLS server name and signatures for the reference host,
and requests verifies the certificate against REQUESTS_CA_BUNDLE. tweepy itself is untouched."""
import json
import os
import socket

_HOSTS = json.loads(os.environ.get("SVC_CLIENTS_HOSTS", "{}"))
_getaddrinfo = socket.getaddrinfo


def _mapped_getaddrinfo(host, port, *args, **kwargs):
    target = _HOSTS.get(host)
    if target:
        return _getaddrinfo(target["host"], target["port"], *args, **kwargs)
    return _getaddrinfo(host, port, *args, **kwargs)


socket.getaddrinfo = _mapped_getaddrinfo
