# Types for the compiled build of scoring.py (see play.pxd): the seed's score runs once for every adjudicated
# deal, and its test of each card taken is a comparison of two characters.
cimport cython

@cython.locals(suit="Py_UCS4", cards=list, points=list, takers=list, penalty=list, card=str)
cpdef dict _seed_score(list captured, str penalty_suit, variant)
