"""A record drawn (api.md v1.2, POST /v1/games/{game}/picture): one self-contained SVG of a deal and its ruling.

    >>> import referee
    >>> referee.picture("hearts", record)                    # the deal: hands, the actions before the play, tricks
    >>> referee.picture("hearts", record, view="position")   # the position reached: the seat to act, its legal cards
    >>> referee.picture("hearts", record, view="result")     # the deal as played, put right (``result``'s answer)

Drawn from what every shell already answers for the record (``adjudicate`` and ``state``) and from the record itself,
with what only a game knows (its words for its actions before the play, its table's facts) asked of the registry
(referee.games.PICTURES). Pure: no Flask; the endpoint and ``referee picture`` are shells around ``picture``.
"""

from referee.echo import quote
from referee.picture_views import DEAL, RESULT, VIEW_CHOICES, VIEWS
from referee.pictures import deal, position, result
from referee.pictures.drawn import drawn, drawn_result

MEDIA_TYPE = "image/svg+xml"


class UnknownView(ValueError):
    """A view that is not one of VIEWS."""


def picture(game: str, body, view: str = DEAL) -> str:
    """The SVG POST /v1/games/{game}/picture answers for ``body`` (``view``: "deal", "position" or "result")."""
    if view not in VIEWS:
        raise UnknownView(f"view must be {VIEW_CHOICES}, not {quote(view)}")
    if view == RESULT:
        return result.draw(*drawn_result(game, body))
    return (deal.draw if view == DEAL else position.draw)(drawn(game, body))
