# Types for the compiled build of checks.py (see play.pxd): the one pass over a record's plays, on bits.
cimport cython

@cython.locals(table=dict, bits=tuple, typed=bytearray, play=dict, seat=Py_ssize_t, number=Py_ssize_t,
               place=Py_ssize_t, bit="unsigned long long")
cpdef bytearray seats_and_cards(list plays, Py_ssize_t players, unsigned long long pack)
