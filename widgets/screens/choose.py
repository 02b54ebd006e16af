"""Choose one or several options: copy targets, targets, colors, legend rule, attackers..."""

from __future__ import annotations

from rich.segment import Segment
from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.strip import Strip
from textual.widgets import OptionList, SelectionList
from textual.widgets._toggle_button import ToggleButton
from textual.widgets.option_list import Option, OptionDoesNotExist
from textual.widgets.selection_list import Selection

from ..render import MANA_STYLES, mana_symbol
from .decision import DecisionScreen


class CheckList(SelectionList[int]):
    """A selection list whose boxes read without colour: ``[x]`` ticked, ``[ ]`` not. Space
    ticks; Enter confirms the dialog, as in every other dialog (it doesn't tick)."""

    BINDINGS = [
        Binding("space", "select", "Tick", show=False),
        Binding("enter", "screen.done", "Done", show=False),
    ]

    def render_line(self, y: int) -> Strip:
        strip = super().render_line(y)
        segments = list(strip)
        if len(segments) < 3 or segments[1].text != ToggleButton.BUTTON_INNER:
            return strip
        index = int(self.scroll_offset.y) + y
        try:
            ticked = self.get_option_at_index(index).value in self._selected
        except OptionDoesNotExist:
            return strip
        style = segments[1].style
        segments[:3] = [Segment("[", style), Segment("x" if ticked else " ", style), Segment("]", style)]
        return Strip(segments)


PAGE = 50
"""A single choice lists at most this many options at once (a copy or target dialog on a big
board has hundreds: building and measuring them all cost the key that opens it 50-100 ms);
entries at the ends of the list show the next or previous ones."""


class ChooseScreen(DecisionScreen):
    """One option (Enter picks it; "(none)" when none is allowed) or several (Space ticks,
    Enter or ``d`` confirms)."""

    BINDINGS = [
        Binding("d", "done", "Done", tooltip="Confirm the options ticked (as Enter does)", id="decision.done"),
    ]

    @property
    def multi(self) -> bool:
        """Several options (or none) may be chosen."""
        return self.decision.max > 1

    def _label(self, value, label: str) -> Text:
        t = Text()
        if self.decision.kind in ("color", "mana") and isinstance(value, str) and value in MANA_STYLES:
            t.append_text(mana_symbol(value))
            t.append(" ")
        t.append(label)
        if isinstance(value, int) and value in self.game.state.objects:
            obj = self.game.obj(value)
            if obj.zone == "battlefield":
                c = self.game.chars(value)
                if c.power is not None and "Creature" in c.card_types:
                    t.append(f"  {c.power}/{c.toughness}", style="cyan")
                t.append(f"  ({self.game.state.players[self.game.controller(value)].name})", style="dim")
        return t

    def compose_body(self) -> ComposeResult:
        d = self.decision
        if self.multi:
            yield CheckList(*(Selection(self._label(o.value, o.label), i) for i, o in enumerate(d.options)),
                                     id="choices")
        else:
            yield OptionList(*self._page(0), id="choices")

    def _page(self, start: int) -> list[Option]:
        """The options from ``start`` (at most PAGE), with entries for the other pages."""
        d = self.decision
        self.page_start = start
        end = min(start + PAGE, len(d.options))
        opts = []
        if start > 0:
            opts.append(Option(Text(f"▲ previous {min(PAGE, start)} of {len(d.options)}", style="italic"),
                               id="previous"))
        opts += [Option(self._label(d.options[i].value, d.options[i].label), id=str(i)) for i in range(start, end)]
        if end < len(d.options):
            opts.append(Option(Text(f"▼ next {min(PAGE, len(d.options) - end)} of {len(d.options)} "
                                    f"(shown: {start + 1}-{end})", style="italic"), id="next"))
        if d.min == 0:
            opts.append(Option(Text("(none)", style="italic"), id="none"))
        return opts

    def _turn_page(self, start: int) -> None:
        options = self.query_one("#choices", OptionList)
        options.clear_options()
        options.add_options(self._page(start))
        options.highlighted = 1 if start > 0 else 0

    def hint(self) -> str:
        d = self.decision
        if self.multi:
            want = f"{d.min}" if d.min == d.max else f"{d.min} to {d.max}"
            return f"Space: tick ({want})  ·  Enter: done"
        return "Enter: choose"

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "done":
            return self.multi
        return True

    @on(OptionList.OptionSelected, "#choices")
    def _chosen(self, event: OptionList.OptionSelected) -> None:
        if event.option.id == "none":
            self.answer(())
            return
        if event.option.id in ("next", "previous"):
            step = PAGE if event.option.id == "next" else -PAGE
            self._turn_page(max(0, self.page_start + step))
            return
        index = int(event.option.id or 0)
        self.answer((self.decision.options[index].value,))

    def action_done(self) -> None:
        """Confirm the ticked options (in list order)."""
        if not self.multi:
            return
        picked = sorted(self.query_one("#choices", SelectionList).selected)
        d = self.decision
        if not d.min <= len(picked) <= d.max:
            want = f"{d.min}" if d.min == d.max else f"{d.min} to {d.max}"
            self.notify(f"choose {want} option(s); {len(picked)} ticked", severity="warning")
            return
        self.answer(tuple(d.options[i].value for i in picked))
