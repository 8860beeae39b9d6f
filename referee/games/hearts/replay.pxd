# Types for the compiled build of replay.py (see play.pxd): the replay's calls to may_play and
# beats become C calls, and its counters and containers are C ints and known types.
cimport cython
from referee.cards cimport bits_of
from referee.games.hearts.play cimport Bits, beats, may_play

@cython.locals(players=Py_ssize_t, index=Py_ssize_t, seat=Py_ssize_t, to_act=Py_ssize_t, won=Py_ssize_t,
               trick_leader=Py_ssize_t, hand=Bits, bit=Bits, led=Bits, best=Bits, restricted=bint, emptied=bint,
               holding="unsigned long long[16]", table=dict, tricks=list, captured=list, trick=list,
               seat_after=list, cards=list, pile=list, play=dict)
cpdef replay(list hands, list plays, Py_ssize_t leader, variant, opening_text=*, penalty_suit=*, list held=*)
