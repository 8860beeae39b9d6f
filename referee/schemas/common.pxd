# Types for the compiled build of common.py (see referee/games/hearts/play.pxd): the fast passes that load
# every card and play of a request, with the card table a known dict.
cimport cython

@cython.locals(table=dict, cards=list)
cpdef list valid_cards(list value)

@cython.locals(table=dict, plays=list, item=dict, seat=object, card=object, canonical=object)
cpdef list valid_plays(list value, Py_ssize_t seats)

cdef bint _seat_first(dict item) except -1

@cython.locals(lists=list, cards=list)
cpdef list valid_card_lists(list value, Py_ssize_t shortest, Py_ssize_t longest)

@cython.locals(table=dict, items=list, keys=tuple, required=frozenset, present=Py_ssize_t, canonical=bint)
cpdef list valid_typed_items(list value, dict loading, frozenset card_keys)

@cython.locals(index=Py_ssize_t, count=Py_ssize_t)
cdef bint _in_order(dict item, tuple keys) except -1

@cython.locals(loaded=dict)
cdef dict _loaded(dict item, kind, tuple keys, frozenset card_keys)
