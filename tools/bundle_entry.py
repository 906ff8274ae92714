"""The frozen bundle's program (see tools/build_bundle.py): the golf-game command.

Kiosk mode is the operator's flag, as for any install: ``golf-game --kiosk``.
"""

import sys

from golf_game.__main__ import main

sys.exit(main())
