"""The views a picture draws a record in (referee.pictures), named once for the endpoint, the CLI and the library.
A module of its own, outside the pictures package, so the CLI reads the names without importing the games."""

DEAL = "deal"
POSITION = "position"
RESULT = "result"
VIEWS = (DEAL, POSITION, RESULT)
VIEW_CHOICES = f"{', '.join(VIEWS[:-1])} or {VIEWS[-1]}"  # "deal, position or result"
