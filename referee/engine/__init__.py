"""The engine, written once for every game (docs/engine.md).

A game is a ``Rules`` subclass (``referee.engine.game``) in its own package; the engine replays its records
(``replay``), answers its snapshots (``snapshot``) and says what happens next (``state``), asking only the hooks
that class states. Nothing here names a game, imports Flask or marshmallow.
"""
