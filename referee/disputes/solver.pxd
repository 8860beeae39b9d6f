# Types for the compiled build of solver.py (setup.py), which stays the one source of the search: the interpreter
# ignores this file. TrickSearch is a C class: its fields are read without a dictionary lookup and its calls to its
# own methods are C calls; the values and windows of the search are C integers, the sets of cards C bit sets.
cimport cython

ctypedef unsigned long long Bits  # a set of cards, one bit each (referee.cards.CARD_BITS)
ctypedef long long Value  # what the claimer's side gains: tricks, or minus penalty; and the search's windows

@cython.locals(cards=Bits, group=Py_ssize_t, depth=Py_ssize_t)
cpdef Bits top_cards(bytes depths, list highest)

cpdef bytes entry_key(bytes shape, bytes depths, list tops)

cpdef kept(dict worked_out, key, value)

cdef class TrickSearch:
    cdef public object rules, penalty_taken, legal, winner, clock, claimers, worth
    cdef public dict plays, table, variants, group_of, kind_of, above, at_or_above, segments, runs
    cdef public list maximizes, wanted, groups, group_masks, by_worth
    cdef public Py_ssize_t players, span, memo_entries
    cdef public long long budget, positions
    cdef public double deadline
    cdef public bint penalty, from_the_top

    @cython.locals(played=list, bits=list, winner=Py_ssize_t, mask=Bits, decided_by=Bits)
    cpdef tuple played(self, list trick, Py_ssize_t seat, card)

    @cython.locals(taken=Value)
    cpdef Value gained(self, Py_ssize_t winner, list trick)

    @cython.locals(low=Value, high=Value, worth=Value)
    cpdef tuple bounds(self, list hands, Bits in_play)

    @cython.locals(hand=Bits, others=Bits, seat=Py_ssize_t, sure=Py_ssize_t, rests_on=Bits, runs=list, tops=list,
                   run=list, beaten=bint)
    cpdef tuple sure_tricks(self, list hands, Py_ssize_t leader)

    @cython.locals(sure=Py_ssize_t, most=Value)
    cpdef tuple sure_tricks_bounds(self, list hands, Py_ssize_t leader, Value low, Value high)

    @cython.locals(segments=dict, shape=list, tops=list, highest=list, group=Py_ssize_t, found=tuple, held=tuple)
    cpdef tuple parts(self, list hands, Py_ssize_t leader)

    @cython.locals(span=Py_ssize_t, places=bytearray, highest=list, seat=Py_ssize_t, kind=Py_ssize_t)
    cpdef tuple segment(self, tuple held)

    @cython.locals(found=bytearray, depth=Py_ssize_t, cards=Bits, card=Bits)
    cpdef bytes depths(self, Bits relevant, Bits in_play)

    @cython.locals(lower=Value, upper=Value, low=Value, high=Value, lower_depths=bytes,
                   upper_depths=bytes, depths=bytes, entry=tuple)
    cpdef tuple recalled(self, bytes shape, list tops, Value alpha, Value beta)

    @cython.locals(depths=bytes, key=bytes, entry=tuple, variants=tuple)
    cpdef remember(self, bytes shape, list tops, Bits relevant, Bits in_play, tuple bounds, best_card)

    @cython.locals(chosen=list, previous_kept=bint, found=tuple)
    cpdef tuple run_starts(self, Py_ssize_t group, Bits in_play, Bits legal)

    @cython.locals(in_play=Bits, hand=Bits, run=Bits, bit=Bits)
    cpdef Bits stands_for(self, list hands, list trick, Py_ssize_t seat, Bits card)

    @cython.locals(hand=Bits, bits=list, legal=Bits, in_play=Bits, chosen=list, for_groups=Bits, group=Py_ssize_t,
                   mask=Bits, leading=bint, wanted=bint, at=Py_ssize_t, overtaking=list, under=list)
    cpdef list moves(self, list hands, list trick, Py_ssize_t seat)

    @cython.locals(relevant=Bits, in_play=Bits, low=Value, high=Value, lower=Value, upper=Value,
                   maximizing=bint, moves=list, best=Value, following=list, next_seat=Py_ssize_t,
                   gained=Value, decided_by=Bits, found=Value, rests_on=Bits, shape=bytes, tops=list,
                   highest=list, bounds=tuple)
    cpdef tuple value(self, list hands, list trick, Py_ssize_t seat, Value alpha, Value beta)
