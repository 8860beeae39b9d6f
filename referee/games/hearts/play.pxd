# Types for the compiled build of play.py (setup.py), which stays the one source of the rules:
# the interpreter ignores this file. Modules that cimport these call them as C functions.
cimport cython
from referee.cards cimport bits_of, suit_of

ctypedef unsigned long long Bits  # a set of cards, one bit each (referee.cards.CARD_BITS)

cpdef bint may_play(Bits card, Bits led, Bits hand)

cpdef bint beats(Bits card, Bits best, Bits led)

@cython.locals(best=dict, play=dict, best_bit=Bits, led=Bits, bit=Bits)
cpdef dict trick_winner_play(list plays)
