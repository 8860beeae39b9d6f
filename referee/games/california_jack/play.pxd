# Types for the compiled build of play.py (setup.py), which stays the one source of the rules: the interpreter
# ignores this file. The play's calls to allowed and play_card, and take_trick's to trick_winner and played_out, are
# C calls, and the bitmasks are C ints.
cimport cython
from referee.cards cimport suit_of

ctypedef unsigned long long Bits  # a set of cards, one bit each (referee.cards.CARD_BITS)

@cython.locals(led_suit=Bits, trump_suit=Bits, following=Bits, trumps=Bits)
cpdef tuple allowed(Bits hand, trump, led, bint void_must_trump, follow)

@cython.locals(strength=dict, best_strength=Py_ssize_t, play_strength=Py_ssize_t)
cpdef trick_winner(plays, trump)

cpdef bint played_out(position) except -1

@cython.locals(winner=Py_ssize_t, points=Py_ssize_t, cards=list, captured=list, worth=dict, totals=list,
               answered=list)
cpdef take_trick(position)

@cython.locals(trick=list)
cpdef play_card(position, Py_ssize_t seat, Bits bit, play)
