"""The engine, written once for every game (architecture.md, "Version 2: one engine").

A game is a ``Rules`` subclass (``referee.engine.game``) in its own package; the engine replays its records
(``replay``), answers its snapshots (``snapshot``) and says what happens next (``state``), asking only the hooks
that class states. Nothing here names a game, imports Flask or marshmallow.
"""
