# Types for the compiled build of play.py (setup.py), which stays the one source of the rules:
# the interpreter ignores this file. Modules that cimport these call them as C functions; HeartsPlays is a C class
# whose play the replay's loop calls as a C function, with the turn, the suit led and the best card C ints.
cimport cython
from referee.cards cimport bits_of, suit_of
from referee.engine.replay cimport Plays

ctypedef unsigned long long Bits  # a set of cards, one bit each (referee.cards.CARD_BITS)

cpdef bint may_play(Bits card, Bits led, Bits hand)

cpdef bint beats(Bits card, Bits best, Bits led)

@cython.locals(best=dict, play=dict, best_bit=Bits, led=Bits, bit=Bits)
cpdef dict trick_winner_play(list plays)

cdef class HeartsPlays(Plays):
    cdef object fields, broken_by, winning_card
    cdef bint restricted
    cdef list hands, tricks, captured, trick, cards
    cdef Py_ssize_t players, to_act, leader, winner
    cdef Bits led, best

    @cython.locals(to_act=Py_ssize_t, trick=list, hand=Bits, bit=Bits, table=dict)
    cpdef play(self, Py_ssize_t seat, card, Py_ssize_t index, dict entry)

    @cython.locals(hands=list, hand=Bits, trick=list, captured=list, winner=Py_ssize_t)
    cpdef apply(self, Py_ssize_t seat, card, Bits bit, dict entry)

    cdef follow(self, Py_ssize_t seat, card, Bits bit)

    cpdef close(self)

@cython.locals(led=Bits, others=Bits)
cpdef Bits legal_bits(Bits hand, list trick) except? 0

@cython.locals(led=Bits, best=Bits, at=Py_ssize_t, place=Py_ssize_t)
cpdef Py_ssize_t winning_place(list trick) except -1
