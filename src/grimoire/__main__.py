"""``python -m grimoire`` runs the command-line interface."""

from grimoire.cli.main import main

raise SystemExit(main())
