# Types for the compiled build of cards.py (see referee/games/hearts/play.pxd): modules that
# cimport these call them as C functions.
cimport cython

cpdef rank_of(card)

cpdef suit_of(card)

@cython.locals(bits="unsigned long long", bit="unsigned long long")
cpdef unsigned long long bits_of(cards) except? 0

cpdef bint distinct_within(cards, unsigned long long allowed) except -1

@cython.locals(seen="unsigned long long", bits="unsigned long long", bit="unsigned long long", table=dict,
               masks=list)
cpdef list hand_bits(hands, unsigned long long allowed)
