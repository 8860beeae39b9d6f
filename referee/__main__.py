"""`python -m referee`: the command line, as the `referee` script runs it (`python -m referee --help`)."""

import sys

from referee.cli import main

sys.exit(main())
