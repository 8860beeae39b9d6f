# Types for the compiled build of play.py (setup.py), which stays the one source of the rules:
# the interpreter ignores this file. Calls between cpdef functions of one module become C calls
# instead of Python calls, and the replay's counters and containers are C ints and known types.
cimport cython
from referee.cards cimport suit_of
from referee.games.tricks cimport winning_play

cpdef bint may_play(card, led_suit, hand)

cpdef dict trick_winner_play(list plays)

@cython.locals(players=Py_ssize_t, index=Py_ssize_t, seat=Py_ssize_t, to_act=Py_ssize_t,
               holding=list, tricks=list, captured=list, trick=list, seat_after=list, hand=set, play=dict,
               last=dict, won=dict, winner=Py_ssize_t)
cpdef replay(list hands, list plays, Py_ssize_t leader, rules, catalogue, opening_text=*)
