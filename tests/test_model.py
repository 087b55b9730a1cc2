"""The canonical model's makers make what its classes make."""

from __future__ import annotations

from dataclasses import fields

from translator.model import Action, Command, ObjectType, Span, new_command


def test_new_command_is_the_command_the_class_makes_field_for_field() -> None:
    """Every field set, and set as ``Command(...)`` sets it: a field added to Command and not to the maker fails."""
    span, comments, breaks = Span("a.mqsc", 3, 1), ["c"], [(0, 3, 1)]
    made = new_command(Action.CREATE, ObjectType.LOCAL, span, comments, "DEFINE QL(A)", breaks, "DEFINE QL", 1)
    expected = Command(Action.CREATE, ObjectType.LOCAL, "", span=span, comments=comments, source_text="DEFINE QL(A)",
                       breaks=breaks, kind="DEFINE QL", comments_inside=1)
    for each in fields(Command):
        assert getattr(made, each.name) == getattr(expected, each.name), each.name
    assert made == expected
    again = new_command(Action.CREATE, ObjectType.LOCAL, span, comments, "", breaks, "", 0)
    assert again.attributes is not made.attributes and again.options is not made.options  # each its own
    assert again.spans is not made.spans and again.offsets is not made.offsets
