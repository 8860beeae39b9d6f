# Types for the compiled build of replay.py (setup.py), which stays the one source of the replay: the interpreter
# ignores this file. A game's Plays (its .pxd subclasses this one) is a C class, so the loop's calls to its play
# and close are C calls.
cimport cython

cdef class Plays:
    cdef public object rules
    cdef public object position
    cpdef play(self, Py_ssize_t seat, card, Py_ssize_t index, dict entry)
    cpdef close(self)

@cython.locals(index=Py_ssize_t, first_index=Py_ssize_t, plays=list, entry=dict, judged=Plays)
cpdef run(rules, position, actions)
