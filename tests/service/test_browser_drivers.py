"""The browser drivers (tests/clients/*.mjs: the docs page, the cross-origin page, the desk) wait on events, never on
the clock, so a loaded machine makes them slower, never wrong: no sleep, no deadline of their own (the test running a
driver bounds it as a whole), and no page element whose id a driver would read as the page's answers (a browser
gives window each element's id as a property: window.results was the page's <pre id="results"> until the page's
calls ended, and the driver that waited for window.results to be defined read the element whenever Chromium was
slower than the calls)."""

import re
from html.parser import HTMLParser
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CLIENTS = ROOT / "tests" / "clients"
DRIVERS = sorted(CLIENTS.glob("*.mjs"))
# The pages the drivers open: the cross-origin page and the service's own (the docs page, the desk).
PAGES = [CLIENTS / "cross-origin.html", *sorted((ROOT / "referee" / "api" / "templates").glob("*.html"))]
BROWSER_DRIVERS = [
    path for path in DRIVERS if "launchChromium(" in path.read_text(encoding="utf-8") and path.name != "chromium.mjs"
]


class Ids(HTMLParser):
    def __init__(self):
        super().__init__()
        self.ids = set()

    def handle_starttag(self, tag, attrs):
        self.ids.update(value for name, value in attrs if name == "id" and value)


def element_ids(path: Path) -> set[str]:
    parser = Ids()
    parser.feed(path.read_text(encoding="utf-8"))
    return parser.ids


def window_reads(path: Path) -> set[str]:
    return set(re.findall(r"\bwindow\.(\w+)", path.read_text(encoding="utf-8")))


def test_the_browser_drivers_are_the_three_that_launch_chromium():
    assert [path.name for path in BROWSER_DRIVERS] == ["cross-origin.mjs", "desk-page.mjs", "docs-page.mjs"]


def test_no_element_id_of_a_page_stands_for_a_window_property_a_browser_driver_reads():
    read = set().union(*(window_reads(path) for path in BROWSER_DRIVERS))
    assert "results" in read
    shadowed = {path.name: sorted(element_ids(path) & read) for path in PAGES if element_ids(path) & read}
    assert shadowed == {}


def test_the_browser_drivers_wait_on_events_with_no_sleep_and_no_deadline_of_their_own():
    for path in BROWSER_DRIVERS:
        source = path.read_text(encoding="utf-8")
        assert "waitForTimeout" not in source, f"{path.name} sleeps"
        assert "networkidle" not in source, f"{path.name} waits for the network to be quiet for 500 ms"
        deadlines = [found for found in re.findall(r"\btimeout:\s*([\w.]+)", source) if found != "0"]
        assert deadlines == [], f"{path.name} sets a deadline: {deadlines}"
        # Pages are opened only in contexts chromium.mjs opens, whose waits have no deadline (playwright's is 30 s).
        assert not re.search(r"browser\.new(Page|Context)\(", source), f"{path.name} opens a page of its own"
    shared = (CLIENTS / "chromium.mjs").read_text(encoding="utf-8")
    assert re.search(r"chromium\.launch\(\{[^}]*\btimeout: 0,", shared)
    assert "context.setDefaultTimeout(0)" in shared
