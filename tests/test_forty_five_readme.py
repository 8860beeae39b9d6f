"""The README's Forty-Five curl examples show what the service really answers."""

import json
import re
from pathlib import Path

import pytest

README = (Path(__file__).parent.parent / "README.md").read_text()
SECTION = README[README.index("### Forty-Five"):README.index("<!-- examples: hearts -->")]
EXAMPLES = re.findall(r"\$ curl -s -H 'Content-Type: application/json' -d '(.*?)' localhost:8000(\S+)\n(.*?)\n```",
                      SECTION)


def test_the_readme_has_forty_five_examples():
    assert len(EXAMPLES) >= 8


@pytest.mark.parametrize("body, path, output", EXAMPLES, ids=[path for _, path, _ in EXAMPLES])
def test_readme_example_output_is_real(client, body, path, output):
    response = client.post(path, data=body, content_type="application/json")
    assert response.get_json() == json.loads(output)
