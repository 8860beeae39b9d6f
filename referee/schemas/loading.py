"""A quicker way through a request schema for the common case: a body that is entirely valid.

marshmallow's Schema.load spends more time in its own bookkeeping (error stores, partial and
unknown handling, hook dispatch) than in our fields. For a schema without hooks, loading a valid
body is just: no unknown keys, each present field deserialized by the field itself, defaults for
the missing optional ones. That is all this does. The moment anything is off (an unknown key, a
missing required field, any field error) it steps aside and Schema.load runs from the start, so
every error is still found and worded by marshmallow alone.
"""

from marshmallow import Schema, ValidationError, missing


class ValidBodyLoader:
    def __init__(self, schema: Schema):
        # Schemas with their own hooks (cross-field checks, post-processing) always take Schema.load.
        self.usable = not any(type(schema).resolve_hooks().values()) and not schema.many and not schema.partial
        self.fields = [
            (name, field.data_key or name, *self._reader(field), field.required, field.load_default)
            for name, field in schema.load_fields.items()
        ]
        self.keys = frozenset(key for _, key, _, _, _, _ in self.fields)
        # load() fills a copy of the template, every field in the schema's order (the order Schema.load gives),
        # each holding its default: only the body's own keys are then read, and only the fields without a
        # default that the body lacks are taken out again.
        self.reading = {key: (name, read, quick) for name, key, read, quick, _, _ in self.fields}
        # A quick reader's None means "step aside", so a null where the field allows one is read here.
        self.nullable = frozenset(
            field.data_key or name for name, field in schema.load_fields.items() if field.allow_none
        )
        self.template = {
            name: None if default is missing or callable(default) else default
            for name, _, _, _, _, default in self.fields
        }
        self.required = tuple(key for _, key, _, _, required, _ in self.fields if required)
        self.fresh = tuple(
            (key, name, default)
            for name, key, _, _, _, default in self.fields
            if default is not missing and callable(default)
        )  # a new value each time, e.g. []
        self.no_default = tuple((key, name) for name, key, _, _, _, default in self.fields if default is missing)

    @staticmethod
    def _reader(field) -> tuple:
        """(read, quick): a field's own quick_load where it has one that applies (quick: the value
        as loaded, or None to step aside), else Field.deserialize itself."""
        if getattr(field, "quick_load_applies", False):
            return field.quick_load, True
        return field.deserialize, False

    def load(self, body: dict) -> dict | None:
        """The loaded body, exactly as Schema.load returns it, or None to say: use Schema.load."""
        if not self.usable or not self.keys.issuperset(body):
            return None
        for key in self.required:
            if key not in body:
                return None
        loaded = self.template.copy()
        reading = self.reading
        try:
            for key, value in body.items():
                name, read, quick = reading[key]
                if quick:
                    if value is None and key in self.nullable:
                        loaded[name] = None
                        continue
                    value = read(value)
                    if value is None:
                        return None
                else:
                    value = read(value, key, body)
                loaded[name] = value
        except ValidationError:
            return None
        for key, name, default in self.fresh:
            if key not in body:
                loaded[name] = default()
        for key, name in self.no_default:
            if key not in body:
                del loaded[name]
        return loaded
