"""A TCP proxy in front of a local server that can lose an answer as a flaky network does."""

import socket
import threading
import urllib.parse


class DroppingProxy:
    """Once armed, the next request goes through and is served, and its connection is cut as the answer starts back."""

    def __init__(self, target):
        parsed = urllib.parse.urlparse(target)
        self.target = (parsed.hostname, parsed.port)
        self.armed = False
        self.dropped = 0
        self.lock = threading.Lock()
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.url = "http://127.0.0.1:%d" % self.listener.getsockname()[1]
        threading.Thread(target=self._accept, daemon=True).start()

    def drop_next_answer(self):
        with self.lock:
            self.armed = True

    def close(self):
        self.listener.close()

    def _accept(self):
        while True:
            try:
                client, _ = self.listener.accept()
            except OSError:
                return
            upstream = socket.create_connection(self.target)
            threading.Thread(target=self._pipe, args=(client, upstream, False), daemon=True).start()
            threading.Thread(target=self._pipe, args=(upstream, client, True), daemon=True).start()

    def _pipe(self, source, sink, answers):
        try:
            while True:
                chunk = source.recv(65536)
                if not chunk:
                    break
                if answers:
                    with self.lock:
                        drop, self.armed = self.armed, False
                    if drop:
                        self.dropped += 1
                        break
                sink.sendall(chunk)
        except OSError:
            pass
        for end in (source, sink):
            try:
                end.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
            end.close()
