"""Profiles: named sets of house rules (api.md, "Profiles: named house rules").

A profile names a value for every house-rule option of its game, so its hash says exactly which rules were
played. A request that names a profile gets its options unless it sets an option itself; the answer names
the profile with the hash of the options actually applied, so an override can never pass for the profile.
"""

import hashlib
from dataclasses import dataclass
from types import MappingProxyType

import rfc8785

from referee.echo import quote
from referee.rulings import InvalidRecord

HASH_LENGTH = 12


def options_hash(options: dict) -> str:
    """The first 12 hex digits of the SHA-256 of the options' JCS form (RFC 8785)."""
    return hashlib.sha256(rfc8785.dumps(dict(options))).hexdigest()[:HASH_LENGTH]


@dataclass(frozen=True)
class Profile:
    id: str
    name: str
    options: MappingProxyType
    source: str


class ProfileBook:
    """A game's profiles: the default (the seed's rules) first."""

    def __init__(self, game_id: str, defaults: dict, profiles: list[tuple[str, str, dict, str]]):
        self.game_id = game_id
        self.defaults = MappingProxyType(dict(defaults))
        self.profiles: dict[str, Profile] = {}
        for profile_id, name, options, source in profiles:
            unknown = sorted(set(options) - set(defaults))
            if unknown:
                raise LookupError(f"profile {game_id}@{profile_id} sets options {game_id} lacks: {', '.join(unknown)}")
            self.profiles[profile_id] = Profile(profile_id, name, MappingProxyType({**defaults, **options}), source)
        self.default = next(iter(self.profiles.values()))

    def find(self, profile_id) -> Profile:
        profile = self.profiles.get(profile_id) if type(profile_id) is str else None
        if profile is None:
            raise InvalidRecord.at(
                "/profile",
                f"{quote(profile_id)} is not a profile of {self.game_id}: the profiles "
                f"are {', '.join(self.profiles)} (GET /v1/games/{self.game_id}/profiles)",
            )
        return profile

    def label(self, profile: Profile, applied: dict) -> str:
        """``game@profile#hash`` of the options applied: the profile's, with the request's overrides."""
        return f"{self.game_id}@{profile.id}#{options_hash(applied)}"

    def listing(self) -> list[dict]:
        return [
            {
                "id": profile.id,
                "name": profile.name,
                "hash": self.label(profile, profile.options),
                "options": dict(profile.options),
                "source": profile.source,
            }
            for profile in self.profiles.values()
        ]

    def apply(self, body: dict, accepted) -> tuple[dict, Profile]:
        """The body with the named profile's options filled in where ``accepted`` (the operation's fields) takes
        them and the body does not set them."""
        profile = self.find(body["profile"])
        filled = {name: value for name, value in profile.options.items() if name in accepted and name not in body}
        return {**filled, **body}, profile

    def applied_label(self, profile: Profile, body: dict, loaded: dict) -> str:
        """The answer's profile: the options the request set itself (as validated) override the profile's."""
        overrides = {name: loaded[name] for name in profile.options if name in body and name in loaded}
        return self.label(profile, {**profile.options, **overrides})
