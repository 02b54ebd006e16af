"""The command language shared by the app's command line, scenario scripts and tests.

``Session(game, info).run(text)`` (or ``run_command(session, text)``) parses one line and
runs it. It never raises for user errors: it returns a ``CommandResult`` whose ``ok`` is
False and whose ``message`` is one line saying what was expected and what was found (with
nearest matches for unknown names). A rejected command leaves the board exactly as it was.

Each command is a function from the game (undo, redo and expect: the session) and its
argument tokens to a ``CommandResult``. The full reference is docs/COMMANDS.md; this module
is the table of commands and their help.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from sandbox.script import edit, expect, look, play
from sandbox.script.lexer import CommandError, CommandResult, Tok, near, parse_int, tokenize
from sandbox.script.names import status

if TYPE_CHECKING:
    from sandbox.core.game import Game
    from sandbox.script.session import Session


def cmd_help(game: Game, toks: list[Tok]) -> CommandResult:
    if toks:
        name = toks[0].low
        cmd = lookup(name)
        if cmd is None:
            raise CommandError(f"expected a command name, found {toks[0].text!r}{near(name, list(COMMANDS))}", toks[0].col)
        return CommandResult(True, HELP[cmd], HELP[cmd], kind="look")
    out = "\n".join(f"  {HELP[c]}" for c in COMMANDS)
    return CommandResult(True, "commands: " + ", ".join(COMMANDS), out, kind="look")


def cmd_undo(session: Session, toks: list[Tok]) -> CommandResult:
    game = session.game
    n = parse_int(toks[0], "how many commands to undo", 1, 10_000) if toks else 1
    done: list[str] = []
    for _ in range(n):
        marks = session.command_marks()
        if game.pending is not None:
            a = game.undo()  # cancel the action waiting for a decision
            if a is not None:
                done.append(str(a))
        target = marks.pop() if marks else max(0, len(game.history) - 1)
        count = 0
        while len(game.history) > target:
            a = game.undo()
            if a is None:
                break
            done.append(str(a))
            count += 1
        if count:
            session.redo_groups().append(count)
        if not game.history and not count:
            break
    if not done:
        raise CommandError("expected something to undo, found an empty history")
    return CommandResult(True, f"undid {len(done)} action(s): {'; '.join(reversed(done))}; {status(game)}", kind="meta")


def cmd_redo(session: Session, toks: list[Tok]) -> CommandResult:
    game = session.game
    n = parse_int(toks[0], "how many commands to redo", 1, 10_000) if toks else 1
    if game.pending is not None:
        raise CommandError(f"a decision is pending ({game.pending.prompt}): answer it or undo it first")
    done = []
    for _ in range(n):
        groups = session.redo_groups()
        count = groups.pop() if groups else 1
        before = len(game.history)
        for _ in range(count):
            a = game.redo()
            if a is None:
                break
            done.append(str(a))
        if len(game.history) > before:
            session.command_marks().append(before)
        if not done:
            break
    if not done:
        raise CommandError("expected something to redo, found nothing undone")
    return CommandResult(True, f"redid {len(done)} action(s): {'; '.join(done)}; {status(game)}", kind="meta")


def cmd_expect(session: Session, toks: list[Tok]) -> CommandResult:
    return CommandResult(True, expect.check(session.game, toks, session.seen_names), kind="expect")


SESSION_COMMANDS = {"undo", "redo", "expect"}
"""Commands that take the session rather than the game."""

COMMANDS: dict[str, Callable[[Any, list[Tok]], CommandResult]] = {
    "cast": play.cmd_cast, "play": play.cmd_play, "activate": play.cmd_activate, "turn": play.cmd_turn, "ninjutsu": play.cmd_ninjutsu, "suspend": play.cmd_suspend, "foretell": play.cmd_foretell, "tap": play.cmd_tap, "pay": play.cmd_pay, "plan": play.cmd_plan,
    "choose": play.cmd_choose, "pass": play.cmd_pass, "resolve": play.cmd_resolve, "next": play.cmd_next,
    "attack": play.cmd_attack, "block": play.cmd_block, "undo": cmd_undo, "redo": cmd_redo,
    "add": edit.cmd_add, "remove": edit.cmd_remove, "move": edit.cmd_move, "set": edit.cmd_set, "untap": edit.cmd_untap,
    "counter": edit.cmd_counter, "become": edit.cmd_become, "token": edit.cmd_token,
    "show": look.cmd_show, "explain": look.cmd_explain, "could-produce": look.cmd_could_produce, "board": look.cmd_board,
    "stack": look.cmd_stack, "pool": look.cmd_pool, "log": look.cmd_log, "hand": look.cmd_hand, "legal": look.cmd_legal,
    "decision": look.cmd_decision, "cards": look.cmd_cards, "help": cmd_help, "expect": cmd_expect,
}

ALIASES = {"answer": "choose", "p": "pass", "inspect": "show", "could_produce": "could-produce",
           "produce": "could-produce", "counters": "counter", "life": "set", "?": "help", "actions": "legal",
           "pending": "decision", "check": "expect", "n": "next", "u": "undo"}

HELP: dict[str, str] = {
    "cast": "cast <card> [kicked | kicked N times] [half 1|2 | fused] [x=N] [targets <target>, ...] [paying <source>, ...] [without <source>, ...] [face down | with evoke|dash|buyback|bestow|surge|casualty|disturb|entwine]  — cast a spell from hand (a land is played); face down: a morph card as a 2/2 for {3} (702.37c); with evoke/dash/bestow/surge: for that alternative cost (702.74a, 702.109a, 702.103a, 702.117a); with buyback: paying it too (702.27a); with casualty: sacrificing a creature too, and it's copied (702.153a); with disturb: from your graveyard transformed (702.146a); with entwine: paying it too, every mode chosen (702.42a); kicked N times: multikicker's cost paid N times (702.33c); half 1|2: that half of a split card (709.3, asked if not given) or face of a modal double-faced card (712.12; a land face is played), fused: both halves (702.102a)",
    "play": "play <land> [half 1|2]  — play a land (305.1); half 1|2: that face of a modal double-faced card (712.12); also casts a spell",
    "ninjutsu": "ninjutsu <card> returning <attacker>  — activate ninjutsu from your hand: return an unblocked attacker; the card enters tapped and attacking (702.49)",
    "suspend": "suspend <card>  — pay its suspend cost and exile it from your hand with its time counters: a special action (116.2f, 702.62a); a time counter comes off at each of your upkeeps, and when the last does you may cast it without paying its mana cost",
    "foretell": "foretell <card>  — during your turn, pay {2} and exile it from your hand face down: a special action (116.2h, 702.143a); on a later turn cast it from exile for its foretell cost (cast <card>)",
    "turn": "turn <object> face up  — turn a face-down permanent face up for its morph cost, or a manifested creature card for its mana cost (116.2b, 702.37e, 701.40b)",
    "activate": "activate <object> [N] [x=N] [targets ...] [paying <source>, ...] [without <source>, ...]  — activate its ability N (default: its only non-mana one)",
    "tap": "tap <object> [N] [color] [X=N]  — activate its mana ability (605.3a)",
    "pay": "pay <source>, ... | pay auto <card or object> [N] [x=N] [without <source>, ...]  — tap sources for mana before paying (601.2g)",
    "plan": "plan <card or object> [N] [x=N] [without <source>, ...]  — show which source would pay which symbol, and why (601.2g-h)",
    "choose": "choose <option>[, <option> ...] | choose none  — answer the pending decision",
    "pass": "pass [N]  — the player with priority passes (117.3d)",
    "resolve": "resolve [N|all]  — everyone passes until the top of the stack resolves (608)",
    "next": "next step|phase|turn|<step>  — pass with an empty stack until then (500.2)",
    "attack": "attack <creature> [at <player|planeswalker>], ... | attack none  — declare attackers (508.1)",
    "block": "block <blocker> blocks <attacker>, ... | block none  — declare blockers (509.1)",
    "undo": "undo [N]  — undo the last action(s), exactly",
    "redo": "redo [N]  — redo undone action(s)",
    "add": "add [N] <card> [to <zone>] [for you|opponent] [tapped] [sick] [counters N kind ...]  — edit: put a card in a zone",
    "remove": "remove <object>  — edit: take an object out of the game",
    "move": "move <object> to <zone>  — edit: move an object (it becomes a new object, 400.7)",
    "set": "set life <player> N | set <object> tapped|untapped | set priority <player>  — edit",
    "untap": "untap <object>  — edit: untap a permanent",
    "counter": "counter <object> +N|-N <kind>  — edit: put or remove counters",
    "become": "become <object> [types] creature N/N [subtypes] [until eot]  — edit: a test animation effect (611.2c)",
    "token": "token <card> | token N/N [colors] [subtypes] [named NAME] [for <player>] [tapped]  — edit: create a token",
    "show": "show <object>  — its current characteristics, counters and abilities",
    "explain": "explain <object>  — how its characteristics were derived, layer by layer (613)",
    "could-produce": "could-produce <object>  — mana types it could produce and why (106.7)",
    "board": "board  — the whole board as text",
    "stack": "stack  — the stack, top first",
    "pool": "pool [player]  — mana pools",
    "log": "log [N]  — the last N events with their rules",
    "hand": "hand [player]  — a player's hand",
    "legal": "legal  — every legal action now",
    "decision": "decision  — the pending decision and its options",
    "cards": "cards [query]  — search the card library by name, type or text",
    "help": "help [command]  — this list",
    "expect": ("expect <object> [not] <property> [value] | expect N <name> [in <zone>] [for <player>] | "
               "expect life|poison|energy|pool|hand <player> <value> | expect mana-options <player> <mana>, ... | "
               "expect could-produce <object> <types> | expect stack <names top first>|empty | "
               "expect decision [none|<kind>] | expect options ... | expect legal|illegal <command> | "
               "expect turn|step|active|priority|winner ... | expect log [not] <text>  — check a fact "
               "(properties: name types subtypes supertypes colors pt power toughness loyalty mv has lacks "
               "abilities counters damage tapped untapped token nontoken sick copying controller owner zone attached "
               "chosen kicked)"),
}


def lookup(name: str) -> str | None:
    name = name.lower()
    if name in COMMANDS:
        return name
    if name in ALIASES:
        return ALIASES[name]
    hits = [c for c in COMMANDS if c.startswith(name)]
    return hits[0] if len(hits) == 1 else None


def parse(text: str) -> tuple[str, list[Tok]]:
    """The command name and its argument tokens (raises CommandError)."""
    toks = tokenize(text)
    if not toks:
        raise CommandError("expected a command, found an empty line")
    head = toks[0]
    name = lookup(head.low)
    if name is None:
        hits = [c for c in COMMANDS if c.startswith(head.low)]
        if len(hits) > 1:
            raise CommandError(f"{head.text!r} is ambiguous: could be {', '.join(hits)}", head.col)
        raise CommandError(f"expected a command, found {head.text!r}{near(head.text, list(COMMANDS) + list(ALIASES))}",
                           head.col, unknown=True)
    args = toks[1:]
    if name == "set" and head.low == "life":
        args = [Tok("life", head.col)] + args
    return name, args



