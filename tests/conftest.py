import pytest
from hypothesis import HealthCheck, settings

from referee.api.app import create_app

# CI runs on a shared 2-core box: no deadlines, bounded example counts.
settings.register_profile("ci", deadline=None, max_examples=60, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("ci")


@pytest.fixture(scope="session")
def app():
    return create_app({"TESTING": True})


@pytest.fixture()
def client(app):
    return app.test_client()


def post(client, path: str, body):
    """POST a JSON body and return (status, parsed JSON)."""
    response = client.post(path, json=body)
    return response.status_code, response.get_json(force=True)
