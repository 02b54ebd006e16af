"""Benchmarks: ``python -m bench`` runs them all (see bench/README.md)."""
