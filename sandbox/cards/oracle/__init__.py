"""The Oracle-text compiler: printed rules text into the typed card vocabulary.

Not imported at start-up: only `cards compile`, the Scryfall loader and the inspector use it.
"""

from sandbox.cards.oracle.compiler import compile_card
from sandbox.cards.oracle.result import Compiled, SentenceResult
from sandbox.cards.oracle.source import OracleCard, OracleFace
from sandbox.cards.oracle.tokens import token_conflicts

__all__ = ["Compiled", "OracleCard", "OracleFace", "SentenceResult", "compile_card", "token_conflicts"]
