"""A file's fingerprint, and its upload as a multipart body streamed from disk."""

import hashlib
import os
import uuid

_SLICE = 1024 * 1024


def hash_file(path):
    """The file's fingerprint as the API takes it, computed here: ``{"file_hash": "0x…", "file_size": n}``."""
    digest = hashlib.sha256()
    size = 0
    with open(path, "rb") as document:
        for chunk in iter(lambda: document.read(_SLICE), b""):
            digest.update(chunk)
            size += len(chunk)
    return {"file_hash": "0x" + digest.hexdigest(), "file_size": size}


class StreamBody:
    """A body read from disk on each try, whose length and SHA-256 are known before it is sent."""

    def __init__(self, content_type, length, sha256_hex, open_chunks):
        self.content_type = content_type
        self.length = length
        self.sha256_hex = sha256_hex
        self.open = open_chunks


def _quoted(name):
    # As browsers write a name inside a quoted Content-Disposition parameter.
    return name.replace("\r", "%0D").replace("\n", "%0A").replace('"', "%22")


def multipart_file_body(path, fields):
    """A multipart/form-data upload of ``path`` with text ``fields`` before it, streamed from disk.

    The file is read once to hash the body (a version-2 signature covers it), then again on each try as it is
    sent: memory stays flat whatever its size.
    """
    boundary = "horodoc-" + uuid.uuid4().hex
    head = "".join(
        '--%s\r\nContent-Disposition: form-data; name="%s"\r\n\r\n%s\r\n' % (boundary, name, value)
        for name, value in fields.items()
    )
    head += (
        '--%s\r\nContent-Disposition: form-data; name="file"; filename="%s"\r\n'
        "Content-Type: application/octet-stream\r\n\r\n" % (boundary, _quoted(os.path.basename(path)))
    )
    head_bytes = head.encode("utf-8")
    tail = ("\r\n--%s--\r\n" % boundary).encode("utf-8")

    def open_chunks():
        yield head_bytes
        with open(path, "rb") as document:
            for chunk in iter(lambda: document.read(_SLICE), b""):
                yield chunk
        yield tail

    digest = hashlib.sha256()
    length = 0
    for chunk in open_chunks():
        digest.update(chunk)
        length += len(chunk)
    return StreamBody("multipart/form-data; boundary=" + boundary, length, digest.hexdigest(), open_chunks)
