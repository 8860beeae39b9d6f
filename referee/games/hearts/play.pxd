# Types for the compiled build of play.py (setup.py), which stays the one source of the rules:
# the interpreter ignores this file. Modules that cimport these call them as C functions.
from referee.cards cimport suit_of
from referee.games.tricks cimport winning_play

cpdef bint may_play(card, led_suit, hand)

cpdef dict trick_winner_play(list plays)
