"""The dispute desk, written once against the engine's Rules (referee/engine/game.py, and each game's Disputes,
referee/engine/disputes.py): revoke proofs from
the tricks alone (revoke_proof.py) and claims decided by an exact search of the remaining play (claims.py).
No module here judges a card: every question of legality goes to the game's one legality check."""
