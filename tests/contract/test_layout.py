"""layout.py: what each flow is asked for is checked against what there is, in one place."""

from __future__ import annotations

import pytest

from iree_dynbench.errors import DynbenchError
from iree_dynbench.layout import FLAVOURS, check_flavours


def test_a_flavour_there_is_not_is_refused_naming_those_there_are():
    check_flavours(FLAVOURS)
    with pytest.raises(DynbenchError, match=r"unknown flavour 'statik' \(flavours: dynamic, static\)"):
        check_flavours(["dynamic", "statik"])


def test_export_refuses_a_flavour_there_is_not_before_it_reads_anything(tmp_path):
    from iree_dynbench.tune.export import export

    with pytest.raises(DynbenchError, match="unknown flavour 'statik'"):
        export(tmp_path / "no extract here", output=tmp_path / "tuner", flavours=["statik"])
    assert not (tmp_path / "tuner").exists()
