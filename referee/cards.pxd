# Types for the compiled build of cards.py (see referee/games/hearts/play.pxd): modules that
# cimport these call them as C functions.

cpdef rank_of(card)

cpdef suit_of(card)
