from pathlib import Path

import yaml
from openapi_spec_validator import validate

from referee.api.app import spec_yaml

COMMITTED = Path(__file__).resolve().parents[2] / "openapi.yaml"


def test_committed_spec_matches_the_app(app):
    generated = spec_yaml(app.extensions["referee_api"])
    assert COMMITTED.read_text(encoding="utf-8") == generated, "openapi.yaml is stale: run `make artifacts`"


def test_committed_spec_is_valid_openapi():
    validate(yaml.safe_load(COMMITTED.read_text(encoding="utf-8")))


def test_the_served_yaml_is_the_committed_file(client):
    assert client.get("/openapi.yaml").get_data(as_text=True) == COMMITTED.read_text(encoding="utf-8")


def test_the_json_spec_is_the_same_document(client):
    assert client.get("/openapi.json").get_json() == yaml.safe_load(COMMITTED.read_text(encoding="utf-8"))


def test_the_spec_documents_no_pagination_since_nothing_pages(app):
    """flask-smorest documents its pagination header whenever an Api starts; the schema name resolver leaves its
    schema unnamed (referee.api.app.schema_name), so neither appears. Fails if flask-smorest starts writing them
    some other way."""
    components = app.extensions["referee_api"].spec.to_dict()["components"]
    assert not [name for name in components["schemas"] if "Pagination" in name]
    assert not [name for name in components.get("headers", {}) if "PAGINATION" in name.upper()]
