# Types for the compiled build of play.py (see referee/games/hearts/play.pxd): the steps of a play call each other
# as C functions, with seats, indices and hands as C integers.
cimport cython
from referee.engine.replay cimport Plays

ctypedef unsigned long long Bits  # a set of cards, one bit each (referee.cards.CARD_BITS)

@cython.locals(must=Bits, may=Bits)
cpdef Bits legal_bits(Bits hand, list trick, trump, bint demoted) except? 0

cpdef tuple lead_duty(list trick, trump, bint demoted)

cpdef Bits bound_by(Bits hand, Bits must, Bits may) except? 0

@cython.locals(players=Py_ssize_t, offset=Py_ssize_t, candidate=Py_ssize_t)
cpdef Py_ssize_t next_live(position, Py_ssize_t seat) except? -1

@cython.locals(trick=list, last=Py_ssize_t, candidate=Py_ssize_t)
cpdef seat_to_act(position, acting, Py_ssize_t index)

@cython.locals(trick=list)
cpdef complete_trick(position, Py_ssize_t index)

@cython.locals(trick=list, following=Py_ssize_t, hands=list, hand=Bits, bit=Bits, played=set)
cpdef play_card(position, Py_ssize_t seat, card, Py_ssize_t index)

@cython.locals(hand=Bits, bit=Bits)
cpdef play_step(rules, position, Py_ssize_t seat, card, Py_ssize_t index, entry, action=*)

@cython.locals(strength=dict, best=dict, play=dict, best_strength=Py_ssize_t, play_strength=Py_ssize_t)
cpdef tuple winning_seat(list plays, trump, demoted=*)

cpdef end(position, Py_ssize_t index)

cdef class FortyFivePlays(Plays):
    cpdef play(self, Py_ssize_t seat, card, Py_ssize_t index, dict entry)
