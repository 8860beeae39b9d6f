"""`make clients`: the installable clients in clients/, generated from the committed openapi.yaml and versioned
with the service (referee.__version__, which pyproject.toml reads too, taken at each generation).

clients/python      openapi-python-client's package with a setup.py (`--meta setup`), the README of
                    scripts/client-sources/python in place of the generator's
clients/typescript  openapi-typescript's schema.d.ts, an index compiled by tsc --strict from
                    scripts/client-sources/typescript/index.ts (openapi-fetch's createClient, typed by the spec),
                    a package.json declaring openapi-fetch, and the README of scripts/client-sources/typescript
clients/go          openapi-generator's Go package `referee` under the module path referee/clients/go (its go.mod
                    requires gopkg.in/validator.v2), the README of scripts/client-sources/go in place of the
                    generator's

Left out of the Python generator's output: its .gitignore (the project's own covers a build) and its pyproject.toml,
which holds nothing but the ruff settings the generator formats its code with before it is copied here. Of the Go
generator's, only the package's sources, go.mod and go.sum are kept: not its copy of the spec (api/openapi.yaml), its
.gitignore, .travis.yml, git_push.sh, the bookkeeping in .openapi-generator*, nor the per-model docs its README links.
tests/service/test_generated_clients.py fails when the committed clients differ from a fresh generation.

    python scripts/generate_clients.py [DESTINATION]   (default: the project's clients/)
"""

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "openapi.yaml"
SOURCES = Path(__file__).resolve().parent / "client-sources"
NPM_BIN = ROOT / "node_modules" / ".bin"
# Where the TypeScript index is compiled: under the project, so tsc finds openapi-fetch in its node_modules.
STAGING = ROOT / "build" / "client-staging"

PYTHON_PROJECT, PYTHON_PACKAGE = "referee-client", "referee_client"
TYPESCRIPT_PACKAGE = "referee-client"
# The Go module's path: a first element without a dot is one the go command never tries to download, so the module is
# found only where its user puts it (a GOPATH folder or a go.mod `replace`), and the path says where it lies in the
# checkout. openapi-generator writes it as {gitHost}/{gitUserId}/{gitRepoId}.
GO_MODULE, GO_PACKAGE = "referee/clients/go", "referee"
# What the generators write that the packages do not need (see above).
PYTHON_LEFT_OUT = (".gitignore", "pyproject.toml", ".ruff_cache")


def version() -> str:
    """The service's version, written once in referee/__init__.py (pyproject.toml reads it from there): the clients
    are released with it."""
    import referee

    return referee.__version__


def run(command: list, **kwargs) -> None:
    finished = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=300, **kwargs)
    if finished.returncode != 0:
        raise RuntimeError(f"{' '.join(map(str, command))} failed:\n{finished.stdout}\n{finished.stderr}")


def python_client(destination: Path) -> None:
    generator = Path(sys.executable).with_name("openapi-python-client")
    config = STAGING / "python-config.json"
    config.write_text(
        json.dumps(
            {
                "project_name_override": PYTHON_PROJECT,
                "package_name_override": PYTHON_PACKAGE,
                "package_version_override": version(),
                # A picture (image/svg+xml) is XML text: the client answers it as a string, as it would text/plain.
                "content_type_overrides": {"image/svg+xml": "text/plain"},
            }
        )
    )
    # The generator formats its output with ruff (one of its dependencies), found on PATH.
    env = {**os.environ, "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}"}
    command = [generator, "generate", "--path", SPEC, "--config", config, "--meta", "setup"]
    run([*command, "--output-path", destination, "--overwrite"], env=env)
    for name in PYTHON_LEFT_OUT:
        left_out = destination / name
        shutil.rmtree(left_out) if left_out.is_dir() else left_out.unlink()
    shutil.copy(SOURCES / "python" / "README.md", destination / "README.md")


def typescript_client(destination: Path) -> None:
    staging = STAGING / "typescript"
    staging.mkdir()
    # A request field with a default may be left out: without this flag openapi-typescript makes it required.
    schema = [NPM_BIN / "openapi-typescript", SPEC, "--output", staging / "schema.d.ts"]
    run([*schema, "--default-non-nullable", "false"])
    shutil.copy(SOURCES / "typescript" / "index.ts", staging / "index.ts")
    compiler = ["--strict", "--declaration", "--target", "ES2022", "--module", "NodeNext"]
    run([NPM_BIN / "tsc", *compiler, "--moduleResolution", "NodeNext", "--noEmitOnError", staging / "index.ts"])
    destination.mkdir(parents=True)
    for name in ("schema.d.ts", "index.js", "index.d.ts"):
        shutil.copy(staging / name, destination / name)
    shutil.copy(SOURCES / "typescript" / "README.md", destination / "README.md")
    tools = json.loads((ROOT / "package.json").read_text(encoding="utf-8"))
    package = {
        "name": TYPESCRIPT_PACKAGE,
        "version": version(),
        "description": "A typed client for the Referee service, generated from its openapi.yaml.",
        "license": "MIT",
        "type": "module",
        "exports": {".": {"types": "./index.d.ts", "default": "./index.js"}},
        "types": "./index.d.ts",
        "files": ["index.js", "index.d.ts", "schema.d.ts"],
        "engines": tools["engines"],
        # The one the project's tests run the client with, and any later release of the same minor version.
        "dependencies": {"openapi-fetch": f"^{tools['devDependencies']['openapi-fetch']}"},
    }
    (destination / "package.json").write_text(json.dumps(package, indent=2) + "\n", encoding="utf-8")


def go_client(destination: Path) -> None:
    generator = Path(sys.executable).with_name("openapi-generator-cli")
    staging = STAGING / "go"
    git_host, git_user_id, git_repo_id = GO_MODULE.split("/")
    command = [generator, "generate", "--input-spec", SPEC, "--generator-name", "go", "--output", staging]
    module = ["--git-host", git_host, "--git-user-id", git_user_id, "--git-repo-id", git_repo_id]
    # The generator's defaults otherwise (docs/clients.md): no flag changes how a request or an answer is built.
    options = ["--package-name", GO_PACKAGE, "--additional-properties", f"packageVersion={version()}"]
    left_out = ["--global-property", "apiTests=false,modelTests=false,apiDocs=false,modelDocs=false"]
    run([*command, *module, *options, *left_out])
    destination.mkdir(parents=True)
    for source in sorted(staging.glob("*.go")) + [staging / "go.mod", staging / "go.sum"]:
        shutil.copy(source, destination / source.name)
    shutil.copy(SOURCES / "go" / "README.md", destination / "README.md")


def generate(destination: Path) -> None:
    """The clients, written afresh as destination/python, destination/typescript and destination/go."""
    shutil.rmtree(STAGING, ignore_errors=True)
    STAGING.mkdir(parents=True)
    try:
        for name, make in (("python", python_client), ("typescript", typescript_client), ("go", go_client)):
            shutil.rmtree(destination / name, ignore_errors=True)
            make(destination / name)
    finally:
        shutil.rmtree(STAGING, ignore_errors=True)


if __name__ == "__main__":
    generate(Path(sys.argv[1]).resolve() if len(sys.argv) > 1 else ROOT / "clients")
