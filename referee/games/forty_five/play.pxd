# Types for the compiled build of play.py (see referee/games/hearts/play.pxd): the steps of a play call each other
# as C functions, with seats, indices and hands as C integers; FortyFivePlays is a C class whose play the replay's
# loop calls as a C function, with the turn, the lead's duty and the best card so far C ints.
cimport cython
from referee.engine.replay cimport Plays

ctypedef unsigned long long Bits  # a set of cards, one bit each (referee.cards.CARD_BITS)

@cython.locals(must=Bits, may=Bits)
cpdef Bits legal_bits(Bits hand, list trick, trump, bint demoted) except? 0

cpdef tuple lead_duty(list trick, trump, bint demoted)

cpdef Bits bound_by(Bits hand, Bits must, Bits may) except? 0

cpdef dict lead_strength(trump, led, demoted)

@cython.locals(players=Py_ssize_t, offset=Py_ssize_t, candidate=Py_ssize_t)
cpdef Py_ssize_t next_live(position, Py_ssize_t seat) except? -1

@cython.locals(trick=list, last=Py_ssize_t, candidate=Py_ssize_t)
cpdef seat_to_act(position, acting, Py_ssize_t index)

@cython.locals(trick=list)
cpdef complete_trick(position, Py_ssize_t index, Py_ssize_t winner, card)

@cython.locals(strength=dict, best=dict, play=dict, best_strength=Py_ssize_t, play_strength=Py_ssize_t)
cpdef tuple winning_seat(list plays, trump, demoted=*)

cpdef end(position, Py_ssize_t index)

cdef class FortyFivePlays(Plays):
    cdef object fields, trump, winning_card
    cdef list hands, trick
    cdef set played, dead
    cdef dict strength
    cdef Py_ssize_t players, to_act, acted, leader, winner, best, ace_holder, next_index
    cdef Bits must, may
    cdef bint over, opening, irregular, demoted

    @cython.locals(trick=list, lead=bint)
    cpdef load(self)

    @cython.locals(to_act=Py_ssize_t, hand=Bits, bit=Bits)
    cpdef play(self, Py_ssize_t seat, card, Py_ssize_t index, dict entry)

    @cython.locals(hands=list, hand=Bits, trick=list)
    cpdef apply(self, Py_ssize_t seat, card, Bits bit, Py_ssize_t index)

    @cython.locals(strength=Py_ssize_t)
    cdef follow(self, Py_ssize_t seat, card, bint lead)

    cdef Py_ssize_t following(self, Py_ssize_t seat) except? -1

    cpdef close(self)

cdef class TrumpTricks:
    cdef dict duty, strength

    @cython.locals(must=Bits, may=Bits)
    cpdef Bits legal(self, Bits hand, list trick) except? 0

    @cython.locals(powers=dict, best=Py_ssize_t, at=Py_ssize_t, place=Py_ssize_t, power=Py_ssize_t)
    cpdef Py_ssize_t winner(self, list trick) except -1
