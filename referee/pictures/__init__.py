"""A record drawn (api.md v1.2, POST /v1/games/{game}/picture): one self-contained SVG of a deal and its ruling.

    >>> import referee
    >>> referee.picture("hearts", record)                    # the deal: hands, the actions before the play, tricks
    >>> referee.picture("hearts", record, view="position")   # the position reached: the seat to act, its legal cards
    >>> referee.picture("hearts", record, view="result")     # the deal as played, put right (``result``'s answer)
    >>> referee.picture("hearts", record, view="analysis")   # each card that cost its side something (``analysis``)
    >>> referee.picture("hearts", {**record, "for_seat": 2})  # as seat 2 may see it: the cards it may not know face down

``for_seat`` (a seat, or None: a spectator) is taken by the deal and position views, drawn from what the engine says
that seat may know (referee.engine.view); the result and analysis views review the whole deal and refuse it.

Drawn from what every shell already answers for the record (``adjudicate`` and ``state``) and from the record itself,
with what only a game knows (its words for its actions before the play, its table's facts) asked of the registry
(referee.games.PICTURES). Pure: no Flask; the endpoint and ``referee picture`` are shells around ``picture``.
"""

from referee.echo import quote
from referee.picture_views import ANALYSIS, DEAL, RESULT, VIEW_CHOICES, VIEWS
from referee.pictures import analysis, deal, position, result
from referee.pictures.drawn import drawn, drawn_analysis, drawn_result

MEDIA_TYPE = "image/svg+xml"


class UnknownView(ValueError):
    """A view that is not one of VIEWS."""


def picture(game: str, body, view: str = DEAL) -> str:
    """The SVG POST /v1/games/{game}/picture answers for ``body`` (``view``: one of VIEWS)."""
    if view not in VIEWS:
        raise UnknownView(f"view must be {VIEW_CHOICES}, not {quote(view)}")
    if view == RESULT:
        return result.draw(*drawn_result(game, body))
    if view == ANALYSIS:
        return analysis.draw(*drawn_analysis(game, body))
    return (deal.draw if view == DEAL else position.draw)(drawn(game, body))
