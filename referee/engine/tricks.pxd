# Types for the compiled build of tricks.py (see referee/games/hearts/play.pxd).

cpdef dict winning_play(list plays, dict strength)
