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
        self.usable = not any(getattr(schema, "_hooks", {}).values()) and not schema.many and not schema.partial
        self.fields = [(name, field.data_key or name, *self._reader(field), field.required, field.load_default)
                        for name, field in schema.load_fields.items()]
        self.keys = frozenset(key for _, key, _, _, _, _ in self.fields)

    @staticmethod
    def _reader(field) -> tuple:
        """(read, quick): a field's own quick_load where it has one that applies (quick: the value
        as loaded, or None to step aside), else what Field.deserialize does for a present, non-null
        value, minus its generic steps."""
        if getattr(field, "quick_load_applies", False):
            return field.quick_load, True
        return ValidBodyLoader._deserializer(field), False

    @staticmethod
    def _deserializer(field):
        if getattr(field, "pre_load", None) or getattr(field, "post_load", None):
            return field.deserialize
        convert, validators = field._deserialize, tuple(field.validators)

        def read(value, key, body):
            if value is None:  # null: marshmallow's own wording, or None where the field allows it
                return field.deserialize(value, key, body)
            output = convert(value, key, body)
            for validator in validators:
                if validator(output) is False:  # marshmallow treats a plain False as a failure
                    raise ValidationError("Invalid value.")
            return output

        return read

    def load(self, body: dict) -> dict | None:
        """The loaded body, exactly as Schema.load returns it, or None to say: use Schema.load."""
        if not self.usable or not self.keys.issuperset(body):
            return None
        loaded = {}
        try:
            for name, key, read, quick, required, default in self.fields:
                if key in body:
                    if quick:
                        value = read(body[key])
                        if value is None:
                            return None
                        loaded[name] = value
                    else:
                        loaded[name] = read(body[key], key, body)
                elif required:
                    return None
                elif default is not missing:
                    loaded[name] = default() if callable(default) else default
        except ValidationError:
            return None
        return loaded
