"""Command-line interface: one module per command group.

Each module in this package that defines ``register(subparsers)`` adds its commands;
:mod:`grimoire.cli.main` discovers them, so adding a command never edits a shared file.
"""
