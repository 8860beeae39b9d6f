# Types for the compiled build of common.py (see referee/games/hearts/play.pxd): the fast passes that load
# every card and play of a request, with the card table a known dict.
cimport cython

@cython.locals(table=dict, cards=list)
cpdef list valid_cards(list value)

@cython.locals(table=dict, plays=list, item=dict, seat=object, card=object)
cpdef list valid_plays(list value, Py_ssize_t seats)

@cython.locals(lists=list, cards=list)
cpdef list valid_card_lists(list value, Py_ssize_t shortest, Py_ssize_t longest)

@cython.locals(table=dict, items=list, loaded=dict, keys=tuple, required=frozenset)
cpdef list valid_typed_items(list value, dict loading, frozenset card_keys)
