# Types for the compiled build of common.py (see referee/games/hearts/play.pxd): the checks that load every card and
# play of a request, with the card table a known dict.
cimport cython

cpdef bint list_fits(value, Py_ssize_t shortest, Py_ssize_t longest) except -1

cpdef card_of(value, dict table=*)

@cython.locals(table=dict, cards=list)
cpdef list valid_cards(list value)

@cython.locals(lists=list, cards=list)
cpdef list valid_card_lists(list value, Py_ssize_t shortest, Py_ssize_t longest)

@cython.locals(items=list)
cpdef list valid_objects(list value, dict loading, Py_ssize_t seats)

@cython.locals(play=dict, seat_taken=bint)
cpdef load_play(item, Py_ssize_t seats, str seat_rule, bint explain)

cdef bint _seat_first(dict item) except -1

@cython.locals(typed=dict, keys=tuple)
cpdef load_typed(item, dict loading, str shape, bint explain)

@cython.locals(faults=dict, table=dict, present=Py_ssize_t, canonical=bint, holds_card=bint, required=bint)
cpdef load_object(dict item, str kind, tuple keys, bint explain)

cdef dict _with_fault(dict faults, str key, str message)

@cython.locals(index=Py_ssize_t, count=Py_ssize_t)
cdef bint _in_order(dict item, tuple keys) except -1

@cython.locals(loaded=dict)
cdef dict _loaded(dict item, str kind, tuple keys)
