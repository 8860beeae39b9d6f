"""Reading the attestation keys' PEM files (REFEREE_SIGNING_KEY, REFEREE_VERIFY_KEYS), with a sentence saying what is
wrong with a file that cannot be used. Apart from referee.attest so that the server can check the files before
it starts a worker, importing only `cryptography`. Pure: no Flask.
"""

import errno
import os

from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey

SIGNING_KEY_VARIABLE = "REFEREE_SIGNING_KEY"
VERIFY_KEYS_VARIABLE = "REFEREE_VERIFY_KEYS"

# How an operator reads the usual reasons a file cannot be opened.
_UNREADABLE = {
    errno.ENOENT: "no such file",
    errno.EACCES: "permission denied",
    errno.EISDIR: "is a directory",
    errno.ENOTDIR: "no such file (a part of the path is not a directory)",
}


class KeyFileError(ValueError):
    """A key file that cannot be used, with a sentence naming it and saying why."""


def read_pem(path: str) -> bytes:
    try:
        with open(path, "rb") as file:
            return file.read()
    except OSError as error:
        reason = _UNREADABLE.get(error.errno, error.strerror)
        if error.errno == errno.EACCES:
            reason += f" (the service runs as uid {os.getuid()})"
        raise KeyFileError(f"{path}: {reason}") from None


def load_signing_key(path: str) -> Ed25519PrivateKey:
    """An Ed25519 private key from a PEM PKCS#8 file (`openssl genpkey -algorithm ed25519`)."""
    pem = read_pem(path)
    try:
        key = serialization.load_pem_private_key(pem, password=None)
    except (ValueError, TypeError) as error:
        raise KeyFileError(f"{path} is not an unencrypted PEM PKCS#8 private key: {error}") from None
    if not isinstance(key, Ed25519PrivateKey):
        raise KeyFileError(f"{path} holds a {type(key).__name__.removeprefix('_')}, not an Ed25519 key")
    return key


def load_verify_key(path: str) -> Ed25519PublicKey:
    """An Ed25519 public key from a PEM file: a public key, or a private key whose public half is wanted."""
    pem = read_pem(path)
    try:
        key = (
            serialization.load_pem_private_key(pem, password=None).public_key()
            if b"PRIVATE KEY" in pem
            else serialization.load_pem_public_key(pem)
        )
    except (ValueError, TypeError) as error:
        raise KeyFileError(f"{path} is not a PEM Ed25519 key: {error}") from None
    if not isinstance(key, Ed25519PublicKey):
        raise KeyFileError(f"{path} holds a {type(key).__name__.removeprefix('_')}, not an Ed25519 key")
    return key


def verify_key_paths(setting: str | None) -> list[str]:
    """The comma-separated paths of REFEREE_VERIFY_KEYS."""
    return [path.strip() for path in (setting or "").split(",") if path.strip()]


def load_keys(
    signing_key_path: str | None, verify_keys: str | None
) -> tuple[Ed25519PrivateKey | None, tuple[Ed25519PublicKey, ...]]:
    """The signing key and the older public keys the settings name; KeyFileError naming the variable and the file
    when one cannot be used."""
    try:
        signing = load_signing_key(signing_key_path) if signing_key_path is not None else None
    except KeyFileError as error:
        raise KeyFileError(f"{SIGNING_KEY_VARIABLE}={error}") from None
    try:
        return signing, tuple(load_verify_key(path) for path in verify_key_paths(verify_keys))
    except KeyFileError as error:
        raise KeyFileError(f"{VERIFY_KEYS_VARIABLE}: {error}") from None
