"""The engine never imports textual or rich (STYLE.md 1)."""

import subprocess
import sys
from pathlib import Path

import sandbox


def test_sandbox_imports_no_ui_library():
    pkg = Path(sandbox.__file__).parent
    modules = sorted(
        "sandbox." + ".".join(p.relative_to(pkg).with_suffix("").parts).removesuffix(".__init__")
        for p in pkg.rglob("*.py") if p.stem != "__main__")
    code = ("import sys\n" + "".join(f"import {m}\n" for m in modules)
            + "bad = [m for m in sys.modules if m.split('.')[0] in ('textual', 'rich', 'widgets')]\n"
            + "print(','.join(bad))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "", f"sandbox imported UI modules: {out.stdout}"
    assert len(modules) > 10
