"""deploy/k8s/: every manifest is valid Kubernetes (checked offline against kubernetes-validate's
bundled schemas), and it agrees with what the app and the image really do: probe paths it serves,
the port it listens on, a grace period longer than gunicorn's, writable /tmp on a read-only root."""

import json
import os
import re
import socket
from pathlib import Path

import kubernetes_validate
import pytest
import yaml

from referee.front import Settings, stop_seconds
from referee.serving import gunicorn_settings

ROOT = Path(__file__).resolve().parents[2]
MANIFESTS = sorted((ROOT / "deploy" / "k8s").glob("*.yaml"))
# The newest schemas the package bundles, and an older release still run by many clusters.
VERSIONS = ["1.29.0", kubernetes_validate.latest_version()]


def documents():
    return [(path.name, doc) for path in MANIFESTS for doc in yaml.safe_load_all(path.read_text()) if doc]


def by_kind(kind: str) -> list[dict]:
    return [doc for _, doc in documents() if doc["kind"] == kind]


@pytest.fixture(scope="module")
def deployment():
    [deployment] = by_kind("Deployment")
    return deployment


@pytest.fixture(scope="module")
def container(deployment):
    [container] = deployment["spec"]["template"]["spec"]["containers"]
    return container


@pytest.fixture()
def no_network(monkeypatch):
    # The check must hold on a machine with no network: any connection attempt fails the test.
    def refuse(*args, **kwargs):
        raise AssertionError("kubernetes-validate tried to use the network")

    monkeypatch.setattr(socket.socket, "connect", refuse)
    monkeypatch.setattr(socket, "create_connection", refuse)
    monkeypatch.setattr(socket, "getaddrinfo", refuse)


def test_the_manifests_are_there():
    assert {doc["kind"] for _, doc in documents()} >= {"Deployment", "Service", "HorizontalPodAutoscaler"}


@pytest.mark.parametrize("version", VERSIONS)
@pytest.mark.parametrize("name,doc", documents(), ids=lambda value: value if isinstance(value, str) else "")
def test_each_manifest_is_valid_kubernetes_offline(name, doc, version, no_network):
    # strict: a misspelt or misplaced field is an error, not silently dropped by the API server.
    kubernetes_validate.validate(doc, version, strict=True)


@pytest.mark.parametrize("field,value", [("terminationGracePeriodSeconds", "forty"), ("livenesProbe", {})])
def test_an_invalid_manifest_is_refused(deployment, field, value, no_network):
    # The validator really looks inside: a wrong type and a misspelt field are both caught.
    broken = yaml.safe_load(yaml.safe_dump(deployment))
    target = broken["spec"]["template"]["spec"]
    target = target if field in target else target["containers"][0]
    target[field] = value
    with pytest.raises(kubernetes_validate.ValidationError):
        kubernetes_validate.validate(broken, VERSIONS[-1], strict=True)


def probes(container: dict) -> dict:
    return {kind: container[kind] for kind in ("readinessProbe", "livenessProbe", "startupProbe") if kind in container}


def test_readiness_is_readyz_and_liveness_is_healthz(container):
    assert container["readinessProbe"]["httpGet"]["path"] == "/readyz"
    assert container["livenessProbe"]["httpGet"]["path"] == "/healthz"


def test_every_probe_path_is_served(container, client):
    for kind, probe in probes(container).items():
        response = client.get(probe["httpGet"]["path"])
        assert response.status_code == 200, (kind, probe["httpGet"]["path"], response.status_code)


def container_port(container: dict, port) -> int:
    """A probe or Service port, by name or number, as the container port it names."""
    ports = {entry.get("name"): entry["containerPort"] for entry in container["ports"]}
    return ports[port] if isinstance(port, str) else port


def test_the_container_port_is_where_gunicorn_listens(container):
    env = {entry["name"]: entry["value"] for entry in container["env"]}
    [port] = [entry["containerPort"] for entry in container["ports"]]
    assert int(env["PORT"]) == port
    exposed = re.search(r"^EXPOSE (\d+)$", (ROOT / "Dockerfile").read_text(), re.MULTILINE)
    assert int(exposed.group(1)) == port


def test_the_pod_and_the_image_bind_every_interface(container, monkeypatch):
    """The service binds loopback unless HOST says otherwise; a pod's probes and Service reach it on the pod's
    address, so the manifest and the image both say 0.0.0.0."""
    env = {entry["name"]: entry["value"] for entry in container["env"]}
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    monkeypatch.setenv("REFEREE_NGINX", "/usr/sbin/nginx")  # found or not, only the address is read here
    settings = Settings.from_environment(os.environ)  # where `referee serve`'s nginx listens
    assert (settings.host, settings.port, settings.proxy) == ("0.0.0.0", int(env["PORT"]), "nginx")
    image_env = re.search(
        r"^ENV ((?:.*\\\n)*.*)$", (ROOT / "Dockerfile").read_text().split("FROM ${BASE_IMAGE}")[-1], re.MULTILINE
    )
    assert "HOST=0.0.0.0" in image_env.group(1).split()


def test_probes_and_service_reach_that_port(container):
    [port] = [entry["containerPort"] for entry in container["ports"]]
    for kind, probe in probes(container).items():
        assert container_port(container, probe["httpGet"]["port"]) == port, kind
    [service] = by_kind("Service")
    for entry in service["spec"]["ports"]:
        assert container_port(container, entry["targetPort"]) == port


def test_the_service_selects_the_pods(deployment):
    [service] = by_kind("Service")
    labels = deployment["spec"]["template"]["metadata"]["labels"]
    assert service["spec"]["selector"].items() <= labels.items()
    assert deployment["spec"]["selector"]["matchLabels"].items() <= labels.items()


def test_termination_outlasts_the_graceful_stop(deployment, container, monkeypatch):
    env = {entry["name"]: entry["value"] for entry in container["env"]}
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    graceful = gunicorn_settings()["graceful_timeout"]  # what gunicorn reads from that environment
    pre_stop = container["lifecycle"]["preStop"]["exec"]["command"]
    assert pre_stop[0] == "sleep"
    # The launcher stops nginx, then gunicorn, each within graceful + 5 s.
    assert deployment["spec"]["template"]["spec"]["terminationGracePeriodSeconds"] > (
        int(pre_stop[1]) + stop_seconds(graceful)
    )


def test_the_pod_runs_the_images_launcher(container):
    """nginx in front of gunicorn in the pod as in the image and `make run`: the command is the image's ENTRYPOINT."""
    entrypoint = re.search(r"^ENTRYPOINT (.*)$", (ROOT / "Dockerfile").read_text(), re.MULTILINE)
    assert container["command"] == json.loads(entrypoint.group(1)) == ["referee", "serve"]
    assert re.search(
        r"^run: .*\n\tPORT=\$\(PORT\) \$\(BIN\)/python -m referee.cli serve$",
        (ROOT / "Makefile").read_text(),
        re.MULTILINE,
    )
    assert "REFEREE_PROXY" not in {entry["name"] for entry in container["env"]}  # nginx, the default


def test_non_root_matches_the_image_user(deployment):
    security = deployment["spec"]["template"]["spec"]["securityContext"]
    assert security["runAsNonRoot"] is True and security["runAsUser"] == 10001
    assert re.search(r"useradd .*--uid 10001 .*referee", (ROOT / "Dockerfile").read_text())
    assert re.search(r"^USER referee$", (ROOT / "Dockerfile").read_text(), re.MULTILINE)


def test_a_read_only_root_keeps_tmp_writable(deployment, container):
    assert container["securityContext"]["readOnlyRootFilesystem"] is True
    mounts = {mount["mountPath"]: mount["name"] for mount in container["volumeMounts"]}
    volumes = {volume["name"]: volume for volume in deployment["spec"]["template"]["spec"]["volumes"]}
    assert "emptyDir" in volumes[mounts["/tmp"]]


def test_the_metric_files_have_their_own_memory_volume_with_room_for_every_worker(deployment, container):
    """Nothing else writes there, so nothing can fill it, and the files cannot fill /tmp or the spool; its size
    holds what the server checks for at start: every worker's preallocated files and the archive."""
    from referee.metric_files import room_for_workers

    env = {entry["name"]: entry["value"] for entry in container["env"]}
    mounts = {mount["mountPath"]: mount["name"] for mount in container["volumeMounts"]}
    volumes = {volume["name"]: volume for volume in deployment["spec"]["template"]["spec"]["volumes"]}
    volume = volumes[mounts[env["PROMETHEUS_MULTIPROC_DIR"]]]["emptyDir"]
    assert (
        volume["medium"] == "Memory"
        and sum(name == mounts[env["PROMETHEUS_MULTIPROC_DIR"]] for name in mounts.values()) == 1
    )
    assert volume["sizeLimit"].endswith("Mi")
    assert int(volume["sizeLimit"][:-2]) * 1024 * 1024 >= room_for_workers(int(env["WEB_CONCURRENCY"]))


def test_the_autoscaler_scales_this_deployment_on_cpu(deployment, container):
    [hpa] = by_kind("HorizontalPodAutoscaler")
    assert hpa["apiVersion"] == "autoscaling/v2"
    target = hpa["spec"]["scaleTargetRef"]
    assert (target["kind"], target["name"]) == ("Deployment", deployment["metadata"]["name"])
    assert [metric["resource"]["name"] for metric in hpa["spec"]["metrics"]] == ["cpu"]
    # CPU utilisation is measured against the request: without one the HPA cannot scale.
    assert container["resources"]["requests"]["cpu"]
    assert 1 <= hpa["spec"]["minReplicas"] <= hpa["spec"]["maxReplicas"]
    assert "replicas" not in deployment["spec"]  # the HPA owns the count


def test_the_signing_key_is_mounted_read_only_from_a_secret_the_user_can_read(deployment, container):
    env = {entry["name"]: entry["value"] for entry in container["env"]}
    key_path = Path(env["REFEREE_SIGNING_KEY"])
    [mount] = [mount for mount in container["volumeMounts"] if key_path.parent == Path(mount["mountPath"])]
    assert mount.get("readOnly") is True
    pod = deployment["spec"]["template"]["spec"]
    [volume] = [volume for volume in pod["volumes"] if volume["name"] == mount["name"]]
    secret = volume["secret"]
    assert secret["secretName"] and {item["path"] for item in secret["items"]} == {key_path.name}
    # Secret files belong to root and the pod's fsGroup: the non-root user reads the key through its group,
    # and nobody else can.
    security = pod["securityContext"]
    assert security["fsGroup"] == security["runAsUser"]
    assert secret["defaultMode"] & 0o040 and not secret["defaultMode"] & 0o007


def test_batch_bodies_spool_to_a_disk_volume_large_enough_for_every_worker(deployment, container):
    """adjudicate/batch spools bodies past 1 MiB to REFEREE_SPOOL_DIR: not the memory-backed /tmp, and room
    for one whole batch a worker."""
    from referee.api.app import DEFAULTS

    env = {entry["name"]: entry["value"] for entry in container["env"]}
    mounts = {mount["mountPath"]: mount["name"] for mount in container["volumeMounts"]}
    volumes = {volume["name"]: volume for volume in deployment["spec"]["template"]["spec"]["volumes"]}
    spool = volumes[mounts[env["REFEREE_SPOOL_DIR"]]]["emptyDir"]
    assert spool.get("medium") != "Memory"
    size_mib = int(spool["sizeLimit"].removesuffix("Mi"))
    batch_mib = int(env.get("REFEREE_MAX_BATCH_BYTES", DEFAULTS["MAX_BATCH_LENGTH"])) / 2**20
    assert size_mib >= int(env["WEB_CONCURRENCY"]) * batch_mib
    # nginx's temporary files share the volume: each batch connection holds its body and at most the answer's
    # temporary file there (small bodies, at most REFEREE_MAX_BODY_BYTES a connection, fit what is left).
    assert env["REFEREE_PROXY_TEMP_DIR"] == env["REFEREE_SPOOL_DIR"]
    proxy_mib = int(env["REFEREE_PROXY_BATCH_CONNECTIONS"]) * (
        batch_mib + int(env["REFEREE_PROXY_MAX_TEMP_FILE_BYTES"]) / 2**20
    )
    assert size_mib >= int(env["WEB_CONCURRENCY"]) * batch_mib + proxy_mib + 32
