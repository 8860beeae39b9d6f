"""The views a picture draws a record in (referee.pictures), named once for the endpoint, the CLI and the library.
A module of its own, outside the pictures package, so the CLI reads the names without importing the games."""

DEAL = "deal"
POSITION = "position"
RESULT = "result"
ANALYSIS = "analysis"
VIEWS = (DEAL, POSITION, RESULT, ANALYSIS)
VIEW_CHOICES = f"{', '.join(VIEWS[:-1])} or {VIEWS[-1]}"  # "deal, position, result or analysis"
# The views drawn from an operation's answer other than state's and adjudicate's: the picture is that operation's
# work (an expensive one takes its slot, as the operation would).
VIEW_OPERATIONS = {RESULT: "result", ANALYSIS: "analysis"}
