# Types for the compiled build of play.py (setup.py), which stays the one source of the rules:
# the interpreter ignores this file. Modules that cimport these call them as C functions; play_run's
# calls to may_play and beats are C calls, and its counters and hands are C ints (the hands a C array).
cimport cython
from referee.cards cimport bits_of, suit_of

ctypedef unsigned long long Bits  # a set of cards, one bit each (referee.cards.CARD_BITS)

cpdef bint may_play(Bits card, Bits led, Bits hand)

cpdef bint beats(Bits card, Bits best, Bits led)

@cython.locals(best=dict, play=dict, best_bit=Bits, led=Bits, bit=Bits)
cpdef dict trick_winner_play(list plays)

@cython.locals(players=Py_ssize_t, index=Py_ssize_t, seat=Py_ssize_t, to_act=Py_ssize_t, winner=Py_ssize_t,
               trick_leader=Py_ssize_t, first=bint, hand=Bits, bit=Bits, led=Bits, best=Bits, restricted=bint,
               holding="unsigned long long[16]", table=dict, tricks=list, captured=list, trick=list,
               cards=list, pile=list, play=dict, hands=list, received=list)
cpdef play_run(rules, position, list plays, Py_ssize_t first_index, bint judged=*)
